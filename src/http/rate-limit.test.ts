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
    // Twelve at once: even split across two one-second windows, at most six get through.
    const responses = await Promise.all(Array.from({ length: 12 }, () => client(api.baseUrl, merchant.testKey).get(PROBE)));
    const allowed = responses.filter((r) => r.status === 404);
    const refused = responses.filter((r) => r.status === 429);
    expect(allowed.length + refused.length).toBe(12);
    expect(allowed.length).toBeGreaterThanOrEqual(3);
    expect(allowed.length).toBeLessThanOrEqual(6);
    expect(refused[0]!.body.error.code).toBe("rate_limited");
    expect(refused[0]!.headers.get("retry-after")).toBe("1");
    expect(refused[0]!.headers.get("x-ratelimit-limit")).toBe("3");
    expect(refused[0]!.headers.get("x-ratelimit-remaining")).toBe("0");
    expect((await client(api.baseUrl, other).get(PROBE)).status).toBe(404);
  });
});
