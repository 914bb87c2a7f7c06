import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The access log is decided at import from LOG_LEVEL, so the level is set before any import runs.
vi.hoisted(() => {
  process.env.LOG_LEVEL = "info";
});

import { logger } from "../src/platform/logger.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";
import { waitFor } from "./support/wait.js";

let api: TestApi;
let key: string;
beforeAll(async () => {
  api = await startApi();
  key = (await createTestMerchant()).testKey;
});
afterAll(() => api.close());

describe("the access log", () => {
  it("writes one line per request with its id, route path, status and timing, and no key or query string", async () => {
    const info = vi.spyOn(logger, "info");
    try {
      const response = await fetch(`${api.baseUrl}/api/v1/verification-sessions?limit=2&status=created`, { headers: { Authorization: `Bearer ${key}` } });
      expect(response.status).toBe(200);
      const requestId = response.headers.get("x-request-id");
      const lineFor = () => info.mock.calls.find(([fields, message]) => message === "request" && (fields as { requestId?: string }).requestId === requestId);
      await waitFor(() => lineFor() !== undefined, "the request's access-log line");
      const [fields] = lineFor()!;
      expect(fields).toMatchObject({ method: "GET", path: "/api/v1/verification-sessions", status: 200, merchantId: expect.stringMatching(/^acct_/) });
      expect((fields as { ms: number }).ms).toBeGreaterThan(0);
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).not.toContain(key);
      expect(logged).not.toContain("limit=2");

      expect((await client(api.baseUrl, "pb_sk_test_wrong").get("/api/v1/verification-sessions")).status).toBe(401);
      await waitFor(() => info.mock.calls.some(([fields]) => (fields as { status?: number }).status === 401), "the refused request's line");
    } finally {
      info.mockRestore();
    }
  });
});
