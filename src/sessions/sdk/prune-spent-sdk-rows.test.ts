import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { pruneSpentSdkRows } from "./prune-spent-sdk-rows.js";

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let api: TestApi;
let merchant: TestMerchant;
beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
});
afterAll(() => api.close());

/**
 * A session whose token stopped authenticating `expiredDaysAgo` days ago (negative: still valid), with a flow of each kind, a challenge and a code, all as old as it.
 * `message`: the code's text, in the outbox (with its status) or, as the release before it wrote it, in `sms_status`.
 */
async function seed(expiredDaysAgo: number, phoneVerifiedDaysAgo: number | null, message: { outbox: "queued" | "sending" | "sent" } | { legacy: "queued" | "sent" } = { outbox: "sent" }) {
  const res = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive" });
  expect(res.status).toBe(201);
  const objectId: string = res.body.id;
  const age = daysAgo(Math.max(expiredDaysAgo, 0) + 1);
  await prisma.verificationSession.update({ where: { id: objectId }, data: { expiresAt: daysAgo(expiredDaysAgo) } });
  const owner = { objectId, merchantId: merchant.merchantId, mode: "test" as const };
  await prisma.sdkFlow.deleteMany({ where: { objectId } });
  await prisma.sdkFlow.createMany({
    data: [
      { ...owner, type: "wallet", status: "verified", address: `0x${randomBytes(20).toString("hex")}`, verifiedAt: age, createdAt: age },
      {
        ...owner,
        type: "phone",
        status: phoneVerifiedDaysAgo === null ? "pending" : "verified",
        phoneHash: randomBytes(16).toString("hex"),
        verifiedAt: phoneVerifiedDaysAgo === null ? null : daysAgo(phoneVerifiedDaysAgo),
        createdAt: age,
      },
    ],
  });
  const challenge = newId("walletChallenge");
  await prisma.walletChallenge.create({
    data: { id: challenge, objectId, nonce: randomBytes(8).toString("hex"), address: "0x", chainId: 1, message: "m", expiresAt: age, createdAt: age },
  });
  const code = newId("phoneCode");
  await prisma.phoneCode.create({
    data: { id: code, ...owner, phoneMasked: "+1 *** 00", codeHmac: "h", expiresAt: age, smsStatus: "legacy" in message ? message.legacy : "outbox", createdAt: age },
  });
  if ("outbox" in message) await prisma.outboundMessage.create({ data: { id: code, kind: "phone_code", channel: "sms", status: message.outbox, createdAt: age } });
  return { objectId, challenge, code };
}

const flowTypes = async (objectId: string) => (await prisma.sdkFlow.findMany({ where: { objectId }, orderBy: { type: "asc" } })).map((f) => f.type);
const exists = {
  challenge: async (id: string) => (await prisma.walletChallenge.count({ where: { id } })) === 1,
  code: async (id: string) => (await prisma.phoneCode.count({ where: { id } })) === 1,
};

describe("pruning spent verification rows", () => {
  it("deletes spent challenges, and codes and flows of objects that stopped authenticating, but keeps what phone_reused reads", async () => {
    const longGone = await seed(40, 40);
    const recent = await seed(2, 3);
    const unverified = await seed(2, null);
    const smsInFlight = [await seed(2, null, { outbox: "queued" }), await seed(2, null, { outbox: "sending" }), await seed(2, null, { legacy: "queued" })];
    const legacySent = await seed(2, null, { legacy: "sent" });
    const active = await seed(-1, null);
    // A challenge of the active object that expired an hour ago is kept a while (challenge_expired, not challenge_not_found).
    await prisma.walletChallenge.update({ where: { id: active.challenge }, data: { expiresAt: new Date(Date.now() - 3_600_000) } });

    const result = await pruneSpentSdkRows();
    expect(result.capped).toBe(false);

    for (const gone of [longGone, recent, unverified, legacySent]) {
      expect(await exists.challenge(gone.challenge)).toBe(false);
      expect(await exists.code(gone.code)).toBe(false);
    }
    expect(await flowTypes(longGone.objectId)).toEqual([]);
    // Verified 3 days ago: the phone flow (number hash, address) stays for the 30-day reuse window.
    expect(await flowTypes(recent.objectId)).toEqual(["phone"]);
    expect(await flowTypes(unverified.objectId)).toEqual([]);
    // A text still to go out (or with the provider) is left to the outbox, in either release's column.
    for (const waiting of smsInFlight) expect(await exists.code(waiting.code)).toBe(true);
    expect(await exists.challenge(active.challenge)).toBe(true);
    expect(await exists.code(active.code)).toBe(true);
    expect(await flowTypes(active.objectId)).toEqual(["phone", "wallet"]);
  });

  it("works in bounded batches and says when it stopped with work left", async () => {
    for (let i = 0; i < 3; i++) await seed(5, null);
    const first = await pruneSpentSdkRows({ batch: 1, maxStatements: 2 });
    expect(first.capped).toBe(true);
    expect(first.challenges).toBe(2);
    expect(first.codes + first.flows).toBe(0);
    const rest = await pruneSpentSdkRows();
    expect(rest.capped).toBe(false);
    expect(rest.challenges).toBeGreaterThanOrEqual(1);
  });
});
