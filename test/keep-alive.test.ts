// Tests run the api in their own process, so a test that computes for seconds (fast-check
// building an arbitrary, a large schema compile) also stops the api's timers. Under Node's
// default 5 s idle timeout, the server's timer could fire right after such a pause, after the
// client had already reused the idle connection for a POST, and the server closed it under the
// request: "fetch failed ... read ECONNRESET" (openapi-fuzz.test.ts on a loaded machine). The
// api's server keeps idle connections as long in the tests' harness as in production.
import { afterAll, beforeAll, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "../src/app/api-server.js";
import { startApi, type TestApi } from "./support/api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

it("keeps idle connections for the production timeout, far beyond any pause of a test's event loop", async () => {
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  const response = await fetch(`${api.baseUrl}/healthz`);
  await response.arrayBuffer();
  expect(response.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
});
