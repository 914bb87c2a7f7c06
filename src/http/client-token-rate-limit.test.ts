import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SDK_RATE_LIMIT_PER_MINUTE = "3";
});

import { client, startApi, type ApiResponse, type TestApi } from "../../test/support/api.js";
import { createTestMerchant } from "../../test/support/factories.js";
import { sdkClient } from "../../test/support/sdk.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("per-token rate limit", () => {
  it("answers 429 rate_limited with Retry-After past the limit, per token", async () => {
    const merchant = await createTestMerchant();
    const test = client(api.baseUrl, merchant.testKey);
    const create = async () => sdkClient(api.baseUrl, (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" })).body.client_token);
    // The windows are clock-aligned minutes: four calls that straddle a minute's end may all pass,
    // as the limit allows, so such a try is repeated with a fresh token.
    const b = await create();
    let statuses: ApiResponse[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const a = await create();
      const minute = Math.floor(Date.now() / 60_000);
      statuses = [];
      for (let i = 0; i < 4; i++) statuses.push(await a.get("/session"));
      if (Math.floor(Date.now() / 60_000) === minute) break;
    }
    expect(statuses.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(statuses[3]!.status).toBe(429);
    expect(statuses[3]!.body.error.code).toBe("rate_limited");
    const retryAfter = Number(statuses[3]!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(statuses[3]!.headers.get("access-control-allow-origin")).toBe("*");
    expect((await b.get("/session")).status).toBe(200);
  });
});
