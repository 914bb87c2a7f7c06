import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.TRUST_PROXY = "";
});

import { logger } from "../../src/platform/logger.js";
import { startApi, type TestApi } from "../support/api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("per-address limits behind a proxy without TRUST_PROXY", () => {
  it("logs one warning, on the first request that carries X-Forwarded-For", async () => {
    const warn = vi.spyOn(logger, "warn");
    const proxyWarnings = () => warn.mock.calls.filter((call) => String(call[1] ?? call[0]).includes("TRUST_PROXY"));
    await fetch(`${api.baseUrl}/healthz`);
    expect(proxyWarnings()).toHaveLength(0);
    for (let i = 0; i < 3; i++) await fetch(`${api.baseUrl}/healthz`, { headers: { "X-Forwarded-For": `203.0.113.${i}` } });
    expect(proxyWarnings()).toHaveLength(1);
    warn.mockRestore();
  });
});
