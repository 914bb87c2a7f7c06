import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { client, type TestApi } from "./support/api.js";
import { startApiWithMerchant, type TestMerchant } from "./support/factories.js";

let api: TestApi;
let merchant: TestMerchant;
beforeAll(async () => {
  ({ api, merchant } = await startApiWithMerchant());
});
afterAll(() => api.close());

const newKey = () => `idem-${randomBytes(8).toString("hex")}`;

describe("Idempotency-Key", () => {
  it("replays the first response, and stores it encrypted (it carries a one-time client token)", async () => {
    const v1 = client(api.baseUrl, merchant.testKey);
    const key = newKey();
    const body = { flows: ["wallet"], test_outcome: "abandoned" };
    const first = await v1.post("/api/v1/verification-sessions", body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(first.body.client_token).toMatch(/^pbvs_/);

    const again = await v1.post("/api/v1/verification-sessions", body, { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await prisma.verificationSession.count({ where: { merchantId: merchant.merchantId } })).toBe(1);

    const row = await prisma.idempotencyKey.findFirstOrThrow({ where: { merchantId: merchant.merchantId, key } });
    const stored = JSON.stringify(row.responseBody);
    expect(stored).not.toContain(first.body.client_token);
    expect(stored).not.toContain(first.body.id);
  });

  it("refuses the same key with a different body", async () => {
    const v1 = client(api.baseUrl, merchant.testKey);
    const key = newKey();
    expect((await v1.post("/api/v1/verification-sessions", { flows: ["wallet"] }, { "Idempotency-Key": key })).status).toBe(201);
    const res = await v1.post("/api/v1/verification-sessions", { flows: ["phone"] }, { "Idempotency-Key": key });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("idempotency_key_reused");
  });

  it("replays a validation error too, and keeps keys apart per mode", async () => {
    const key = newKey();
    const bad = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: [] }, { "Idempotency-Key": key });
    expect(bad.status).toBe(400);
    const replay = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: [] }, { "Idempotency-Key": key });
    expect(replay.body).toEqual(bad.body);
    // The same key under the live key is a different key.
    const live = await client(api.baseUrl, merchant.liveKey).post("/api/v1/verification-sessions", { flows: ["wallet"] }, { "Idempotency-Key": key });
    expect(live.status).toBe(201);
    expect(live.body.livemode).toBe(true);
  });

  it("validates the key itself", async () => {
    const res = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet"] }, { "Idempotency-Key": "x".repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param: "Idempotency-Key" });
  });
});
