import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.METRICS_ENABLED = "false";
});

import { config, loadConfig } from "../src/platform/config.js";
import { countDeliveryAttempt, observeJob, processRegistry } from "../src/platform/metrics/metrics.js";
import { startApi, type TestApi } from "./support/api.js";
import { parseExposition, sampleSum } from "./support/metrics.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe("METRICS_ENABLED=false (how the overhead is measured)", () => {
  it("serves no /metrics, counts nothing and collects no process metrics", async () => {
    const basic = `Basic ${Buffer.from(`${config.ADMIN_USER}:${config.ADMIN_PASSWORD}`).toString("base64")}`;
    expect((await fetch(`${api.baseUrl}/metrics`, { headers: { Authorization: basic } })).status).toBe(404);
    countDeliveryAttempt("succeeded");
    observeJob("webhook-deliver", "completed", 0.01);
    const samples = parseExposition(await processRegistry.metrics());
    expect(sampleSum(samples, "proofbase_webhook_delivery_attempts_total")).toBe(0);
    expect(sampleSum(samples, "proofbase_jobs_total")).toBe(0);
    expect(samples.some((s) => s.name === "process_cpu_seconds_total")).toBe(false);
  });

  it("settings: metrics on by default, the worker listener off, a token long enough to skip the brute-force limit", () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ METRICS_ENABLED: true, WORKER_METRICS_PORT: 0, WORKER_METRICS_HOST: "127.0.0.1" });
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "too-short" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ METRICS_ENABLED: "0", WORKER_METRICS_PORT: "9464" })).toMatchObject({ METRICS_ENABLED: false, WORKER_METRICS_PORT: 9464 });
  });
});
