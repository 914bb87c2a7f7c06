import { createCipheriv, hkdfSync, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The rotation re-seals every row of its database: a database of its own, or it would meet other
// files' rows mid-run (some seeded with placeholder ciphertexts) and they its re-sealed ones.
const privateDatabase = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("../../../test/support/private-database.js");
  return startPrivateDatabase();
});

import { config } from "../config.js";
import { prisma } from "../db/client.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { spawnService, stopService, type ServiceProcess } from "../../../test/support/processes.js";
import { randomListenPort } from "../../../test/support/ports.js";
import { totpCode, enableTwoFactorFor } from "../../../test/support/two-factor.js";
import { waitFor } from "../../../test/support/wait.js";
import { keyIdOf } from "./key-ring.js";
import { unseal } from "./sealed-box.js";

// The suite's ring is one key (the dev default). The rotation adds a new key in front of it, then
// the old key is removed: everything stored before must still read, through a real api process.
const oldKey = config.ENCRYPTION_KEYS[0]!;
const newKey = `rotated-${randomBytes(24).toString("hex")}`;
const bothKeys = { ENCRYPTION_KEYS: `${newKey},${oldKey}`, HASH_KEY: oldKey };
const newKeyOnly = { ENCRYPTION_KEYS: newKey, HASH_KEY: oldKey };

async function cli(args: string[], env: Record<string, string>): Promise<{ code: number | string; stdout: string; output: string }> {
  const run = spawnService("src/cli.ts", env, ["rotate-encryption-key", ...args]);
  const code = await run.exited;
  return { code, stdout: run.stdout(), output: run.output() };
}

const resealed = (stdout: string) => Object.fromEntries((JSON.parse(stdout.slice(0, stdout.lastIndexOf("}") + 1)).columns as { column: string; resealed: number }[]).map((c) => [c.column, c.resealed]));

describe("encryption key rotation", () => {
  let api: TestApi;
  let merchant: TestMerchant;
  let rotatedApi: ServiceProcess | undefined;
  const created: { sessionId?: string; cursor?: string; firstPage?: string[]; totpSecret?: string; email?: string } = {};

  beforeAll(async () => {
    [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
    const sandbox = client(api.baseUrl, merchant.testKey);
    expect((await sandbox.post("/api/v1/webhook-endpoints", { url: "http://127.0.0.1:9/hook", events: ["verification_session.completed"] })).status).toBe(201);
    const session = await sandbox.post("/api/v1/verification-sessions", { flows: ["wallet"] }, { "Idempotency-Key": "rotation-replay" });
    expect(session.status).toBe(201);
    created.sessionId = session.body.id;
    for (let i = 0; i < 2; i++) expect((await sandbox.post("/api/v1/verification-sessions", { flows: ["wallet"] })).status).toBe(201);
    const page = await sandbox.get("/api/v1/verification-sessions?limit=1");
    created.cursor = page.body.next_cursor;
    created.firstPage = page.body.data.map((s: { id: string }) => s.id);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email.toLowerCase() }, select: { id: true, email: true } });
    created.totpSecret = (await enableTwoFactorFor({ userId: user.id, email: user.email })).secret;
    created.email = user.email;
  });

  afterAll(async () => {
    if (rotatedApi) await stopService(rotatedApi);
    await api?.close();
    await prisma.$disconnect();
    await privateDatabase.drop();
  });

  it("refuses to read without the old key before the rotation (the check names what is pending)", async () => {
    const check = await cli(["--check"], newKeyOnly);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain("PENDING");
    const report = JSON.parse(check.stdout.slice(0, check.stdout.lastIndexOf("}") + 1));
    const endpoints = report.columns.find((c: { column: string }) => c.column === "webhook_endpoints.secret_ciphertext");
    expect(endpoints.unreadable).toBeGreaterThan(0);
    expect(endpoints.byKey[keyIdOf(oldKey)]).toBeGreaterThan(0);
  });

  it("re-seals every sealed value under the new key in batches, with progress, and a second run finds nothing left", async () => {
    const first = await cli(["--batch-size", "1"], bothKeys);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/webhook_endpoints\.secret_ciphertext: 1 re-sealed/);
    const counts = resealed(first.stdout);
    expect(counts["webhook_endpoints.secret_ciphertext"]).toBeGreaterThanOrEqual(1);
    expect(counts["users.totp_secret_sealed"]).toBeGreaterThanOrEqual(1);
    expect(counts["idempotency_keys.response_body.sealed"]).toBeGreaterThanOrEqual(1);

    const again = await cli([], bothKeys);
    expect(again.code, again.output).toBe(0);
    expect(Object.values(resealed(again.stdout)).every((n) => n === 0)).toBe(true);
  });

  it("with the old key removed, every sealed value still opens", async () => {
    const check = await cli(["--check"], newKeyOnly);
    expect(check.code, check.output).toBe(0);
    expect(check.stdout).toContain(`OK: every sealed value is under key ${keyIdOf(newKey)}`);
  });

  it("an api holding only the new key replays idempotent responses, checks 2FA codes, and restarts a cursor the old key signed", async () => {
    const port = randomListenPort();
    rotatedApi = spawnService("src/api.ts", { PORT: String(port), ...newKeyOnly });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).ok, () => `the rotated api to be ready: ${rotatedApi!.output()}`, 60_000);
    const sandbox = client(base, merchant.testKey);

    const replay = await sandbox.post("/api/v1/verification-sessions", { flows: ["wallet"] }, { "Idempotency-Key": "rotation-replay" });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(created.sessionId);

    // Cursors are signed, not sealed: the old key's cursors page on while it is in the ring, and
    // after its removal are foreign ones, which start from the top (spec 4.3 rule 2).
    const restarted = await sandbox.get(`/api/v1/verification-sessions?limit=1&cursor=${encodeURIComponent(created.cursor!)}`);
    expect(restarted.body.data.map((s: { id: string }) => s.id)).toEqual(created.firstPage);
    const next = await sandbox.get(`/api/v1/verification-sessions?limit=1&cursor=${encodeURIComponent(restarted.body.next_cursor)}`);
    expect(next.body.data).toHaveLength(1);
    expect(created.firstPage).not.toContain(next.body.data[0].id);

    const signIn = await client(base).post("/api/merchant/login", { email: created.email, password: merchant.password, otp: totpCode(created.totpSecret!) });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  });

  it("opens values sealed before they named their key (format v1)", () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", Buffer.from(hkdfSync("sha256", oldKey, "proofbase", "sms-codes", 32)), iv);
    const ciphertext = Buffer.concat([cipher.update("123456", "utf8"), cipher.final()]);
    const v1 = ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
    expect(unseal("sms-codes", v1)).toBe("123456");
  });
});
