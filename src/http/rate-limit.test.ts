import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RATE_LIMIT_PER_SECOND = "3";
});

import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createKey, createTestMerchant } from "../../test/support/factories.js";

// Any authenticated route will do: an unknown path under /api/v1 answers 404 once the key passed.
const PROBE = "/api/v1/__probe__";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("per-key rate limit", () => {
  it("answers 429 rate_limited with Retry-After past RATE_LIMIT_PER_SECOND, per key", async () => {
    const merchant = await createTestMerchant();
    const other = await createKey(merchant.merchantId, "test", ["sessions:write"]);
    // A burst at once. Windows are clock-aligned seconds, so the limit holds per second the burst
    // spans: on a loaded machine it can span more than two, and then more than six get through.
    const startedSecond = Math.floor(Date.now() / 1000);
    const responses = await Promise.all(Array.from({ length: 30 }, () => client(api.baseUrl, merchant.testKey).get(PROBE)));
    const secondsSpanned = Math.floor(Date.now() / 1000) - startedSecond + 1;
    const allowed = responses.filter((r) => r.status === 404);
    const refused = responses.filter((r) => r.status === 429);
    expect(allowed.length + refused.length).toBe(30);
    expect(allowed.length).toBeGreaterThanOrEqual(3);
    expect(allowed.length).toBeLessThanOrEqual(3 * secondsSpanned);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body.error.code).toBe("rate_limited");
    expect(refused[0]!.headers.get("retry-after")).toBe("1");
    expect(refused[0]!.headers.get("x-ratelimit-limit")).toBe("3");
    expect(refused[0]!.headers.get("x-ratelimit-remaining")).toBe("0");
    expect((await client(api.baseUrl, other).get(PROBE)).status).toBe(404);
  });
});
