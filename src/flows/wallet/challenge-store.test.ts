import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../platform/db/client.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { newWallet, sdkClient } from "../../../test/support/sdk.js";
import { MAX_OUTSTANDING_CHALLENGES } from "./challenge-store.js";

let api: TestApi;
let testKey: string;

beforeAll(async () => {
  api = await startApi();
  testKey = (await createTestMerchant()).testKey;
});
afterAll(() => api.close());

async function interactiveSession(body: Record<string, unknown> = {}) {
  const res = await client(api.baseUrl, testKey).post("/api/v1/verification-sessions", { test_outcome: "interactive", ...body });
  expect(res.status).toBe(201);
  return { session: res.body, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

describe("wallet challenges", () => {
  it(`keeps at most ${MAX_OUTSTANDING_CHALLENGES} outstanding challenges per object, dropping the oldest, also under concurrent issues`, async () => {
    const { session, sdk } = await interactiveSession({ flows: ["wallet"] });
    const wallet = newWallet();
    const first = (await sdk.post("/wallet/challenge", { address: wallet.address })).body;
    const burst = await Promise.all(Array.from({ length: 8 }, () => sdk.post("/wallet/challenge", { address: wallet.address })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(201));
    const outstanding = await prisma.walletChallenge.findMany({ where: { objectId: session.id, usedAt: null } });
    expect(outstanding).toHaveLength(MAX_OUTSTANDING_CHALLENGES);
    const dropped = await sdk.post("/wallet/verify", { message: first.message, signature: await wallet.signMessage({ message: first.message }) });
    expect(dropped.body.error.code).toBe("challenge_not_found");
    const kept = outstanding[0]!;
    const verified = await sdk.post("/wallet/verify", { message: kept.message, signature: await wallet.signMessage({ message: kept.message }) });
    expect(verified.status).toBe(200);
  });

  it(`keeps at most ${MAX_OUTSTANDING_CHALLENGES} outstanding challenges when the object's very first challenges come at once`, async () => {
    // The first challenge skips the trim (it creates the flow's row); the ones that overlap it must not.
    const { session, sdk } = await interactiveSession({ flows: ["wallet"] });
    const wallet = newWallet();
    const burst = await Promise.all(Array.from({ length: 8 }, () => sdk.post("/wallet/challenge", { address: wallet.address })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await prisma.walletChallenge.count({ where: { objectId: session.id, usedAt: null } })).toBe(MAX_OUTSTANDING_CHALLENGES);
  });
});
