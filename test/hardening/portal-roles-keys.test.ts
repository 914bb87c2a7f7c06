import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.API_KEYS_MAX_ACTIVE_PER_MODE = "5";
});

import { prisma } from "../../src/platform/db/client.js";
import { newId } from "../../src/platform/ids.js";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { setLiveAccess } from "../../src/billing/live-access/set-live-access.js";
import { openPortalSession, SESSION_COOKIE } from "../../src/accounts/portal/portal-sessions.js";
import { hashPassword } from "../../src/accounts/portal/passwords.js";
import { startApi, type TestApi } from "../support/api.js";
import { opsActor } from "../../src/http/audit/actor.js";
import { enableTwoFactorFor } from "../support/two-factor.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A signed-in portal user of `merchantId`: the owner, or a user row with another role. */
async function portalUser(userId: string, origin: { secondFactor?: boolean } = {}) {
  const { token, csrfToken } = await openPortalSession(userId, origin);
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.baseUrl}/api/merchant${path}`, {
      method,
      headers: {
        Cookie: `${SESSION_COOKIE}=${token}`,
        "X-CSRF-Token": csrfToken,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

async function account() {
  const { merchantId, userId } = await createMerchant({
    email: `owner-${randomBytes(5).toString("hex")}@example.test`,
    password: "a long enough password",
    businessName: "Roles",
  });
  // Live mode too (a new account is test-only): these tests are about roles and the key cap.
  await setLiveAccess(merchantId, { enabled: true, reason: "test: roles", actor: opsActor("test") });
  // A live key needs its minter's second factor (contract section 19): an owner with 2FA, signed in with a code.
  const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  await enableTwoFactorFor({ userId, email });
  return { merchantId, owner: await portalUser(userId, { secondFactor: true }) };
}

async function memberOf(merchantId: string) {
  const id = newId("user");
  await prisma.user.create({
    data: { id, merchantId, email: `member-${randomBytes(5).toString("hex")}@example.test`, passwordHash: await hashPassword("x".repeat(12)), role: "viewer" },
  });
  return portalUser(id);
}

describe("a viewer reads and changes nothing", () => {
  it("refuses a viewer's writes (keys, decision rules, mirrored resources) and allows reads", async () => {
    const { merchantId, owner } = await account();
    const member = await memberOf(merchantId);
    const minted = await owner("POST", "/api-keys", { name: "k", mode: "live", scopes: ["sessions:write"] });
    expect(minted.status).toBe(201);

    const refused = [
      await member("POST", "/api-keys", { name: "m", mode: "live", scopes: ["sessions:write"] }),
      await member("POST", `/api-keys/${minted.body.id}/revoke`),
      await member("POST", "/decision-rules", { mode: "live", name: "r", conditions: [], action: "approve" }),
      await member("POST", "/live/webhook-endpoints", { url: "https://example.com/hook", events: ["ping"] }),
      await member("POST", "/test/verification-sessions", { flows: ["wallet"] }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("missing_permission");
    }
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: minted.body.id } })).revokedAt).toBeNull();
    expect(await prisma.apiKey.count({ where: { merchantId } })).toBe(1);

    expect((await member("GET", "/api-keys")).status).toBe(200);
    expect((await member("GET", "/decision-rules?mode=live")).status).toBe(200);
    expect((await member("GET", "/test/verification-sessions")).status).toBe(200);
  });
});

describe("API keys are capped per mode and all listed", () => {
  it("mints at most API_KEYS_MAX_ACTIVE_PER_MODE active keys per mode, even concurrently", async () => {
    const { owner } = await account();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => owner("POST", "/api-keys", { name: `k${i}`, mode: "test", scopes: ["sessions:write"] }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    const over = await owner("POST", "/api-keys", { name: "over", mode: "test", scopes: ["sessions:write"] });
    expect(over.body.error.code).toBe("invalid_request");
    expect(over.body.error.message).toMatch(/5/);
    // The other mode has its own allowance; revoking frees a slot.
    expect((await owner("POST", "/api-keys", { name: "live", mode: "live", scopes: ["sessions:write"] })).status).toBe(201);
    const list = await owner("GET", "/api-keys");
    const active = list.body.data.filter((k: { mode: string; revoked_at: string | null }) => k.mode === "test" && k.revoked_at === null);
    expect(active).toHaveLength(5);
    expect((await owner("POST", `/api-keys/${active[0].id}/revoke`)).status).toBe(200);
    expect((await owner("POST", "/api-keys", { name: "again", mode: "test", scopes: ["sessions:write"] })).status).toBe(201);
  });

  it("lists every active key however many revoked ones came after them", async () => {
    const { merchantId, owner } = await account();
    const first = await owner("POST", "/api-keys", { name: "oldest", mode: "test", scopes: ["sessions:write"] });
    // 510 revoked decoys, newer than the active key (inserted directly: minting is capped).
    await prisma.apiKey.createMany({
      data: Array.from({ length: 510 }, (_, i) => ({
        id: newId("apiKey"),
        merchantId,
        name: `decoy ${i}`,
        mode: "test" as const,
        scopes: ["sessions:write"],
        keyHash: randomBytes(32).toString("hex"),
        last4: "abcd",
        createdAt: new Date(Date.now() + 1_000 + i),
        revokedAt: new Date(),
      })),
    });
    const list = await owner("GET", "/api-keys");
    expect(list.body.data.map((k: { id: string }) => k.id)).toContain(first.body.id);
  });
});
