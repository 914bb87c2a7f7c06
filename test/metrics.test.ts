import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const METRICS_TOKEN = vi.hoisted(() => {
  const token = "metrics-token-for-tests-0123456789abcdef";
  process.env.METRICS_TOKEN = token;
  process.env.WEBHOOK_RETRY_SCHEDULE = "200ms,400ms";
  process.env.WEBHOOK_TIMEOUT_MS = "500";
  return token;
});

import { config } from "../src/platform/config.js";
import { startWorkerMetricsServer, type MetricsServer } from "../src/http/worker-metrics-server.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "./support/factories.js";
import { hasMetric, parseExposition, sampleSum, type Sample } from "./support/metrics.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { waitFor } from "./support/wait.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { runWorkers } from "./support/workers.js";

let api: TestApi;
let workerMetrics: MetricsServer;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;
let test: ApiClient;
const receivers: Receiver[] = [];

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const adminBasic = () => basic(config.ADMIN_USER, config.ADMIN_PASSWORD);
const workerUrl = () => `http://127.0.0.1:${workerMetrics.port}/metrics`;

async function scrape(url: string, authorization = `Bearer ${METRICS_TOKEN}`): Promise<Sample[]> {
  const response = await fetch(url, { headers: { Authorization: authorization } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

beforeAll(async () => {
  [api, merchant, workers, workerMetrics] = await Promise.all([
    startApi(),
    createTestMerchant(),
    runWorkers([QUEUES.webhookDelivery, QUEUES.webhookRetry]),
    startWorkerMetricsServer({ port: 0, host: "127.0.0.1" }),
  ]);
  test = client(api.baseUrl, merchant.testKey);
});
afterAll(async () => {
  await workers?.stop();
  await Promise.all([api?.close(), workerMetrics?.close(), ...receivers.map((r) => r.close())]);
});

describe("GET /metrics and the worker listener", () => {
  it("answer 401 without credentials or with wrong ones, 200 with the admin basic auth or the token", async () => {
    for (const url of [`${api.baseUrl}/metrics`, workerUrl()]) {
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
      expect((await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: basic(config.ADMIN_USER, "wrong-password") } })).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: adminBasic() } })).status).toBe(200);
      expect((await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    }
    expect((await fetch(`http://127.0.0.1:${workerMetrics.port}/other`, { headers: { Authorization: adminBasic() } })).status).toBe(404);
  });

  it("count requests by route template and status, deliveries by outcome, exhausted deliveries and the delivery latency", async () => {
    // Requests: a created session, a read of it, a path that matches no route (with an id in it).
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    expect(created.status).toBe(201);
    const sessionId: string = created.body.id;
    expect((await test.get(`/api/v1/verification-sessions/${sessionId}`)).status).toBe(200);
    expect((await test.get(`/api/v1/no-such-route/${sessionId}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/healthz`)).status).toBe(200);

    // Deliveries: one event to a receiver that answers 200 and to one that always fails.
    const [ok, failing] = await Promise.all([startReceiver(), startReceiver()]);
    receivers.push(ok, failing);
    failing.reply = () => ({ status: 500, body: "down" });
    const good = await insertEndpoint({ merchantId: merchant.merchantId, url: ok.url });
    const bad = await insertEndpoint({ merchantId: merchant.merchantId, url: failing.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    await waitFor(async () => (await deliveryOf(eventId, good.id)).status === "succeeded", "the delivery to succeed");
    await waitFor(async () => (await deliveryOf(eventId, bad.id)).status === "exhausted", "the other delivery to be exhausted");

    const worker = await scrape(workerUrl());
    expect(sampleSum(worker, "proofbase_webhook_delivery_attempts_total", { outcome: "succeeded" })).toBe(1);
    expect(sampleSum(worker, "proofbase_webhook_delivery_attempts_total", { outcome: "http_error" })).toBe(3); // 1 + 2 retries
    expect(sampleSum(worker, "proofbase_webhook_deliveries_exhausted_total")).toBe(1);
    expect(sampleSum(worker, "proofbase_webhook_delivery_latency_seconds_count")).toBe(1);
    expect(sampleSum(worker, "proofbase_webhook_delivery_latency_seconds_bucket", { le: "+Inf" })).toBe(1);
    const latency = sampleSum(worker, "proofbase_webhook_delivery_latency_seconds_sum");
    expect(latency).toBeGreaterThan(0);
    expect(latency).toBeLessThan(10);
    expect(sampleSum(worker, "proofbase_jobs_total", { job_name: "webhook-deliver", outcome: "completed" })).toBe(2);
    expect(sampleSum(worker, "proofbase_jobs_total", { job_name: "webhook-retry", outcome: "completed" })).toBe(2);
    expect(sampleSum(worker, "proofbase_job_duration_seconds_count", { job_name: "webhook-deliver" })).toBe(2);
    expect(hasMetric(worker, "process_cpu_seconds_total")).toBe(true);
    expect(hasMetric(worker, "nodejs_eventloop_lag_seconds")).toBe(true);
    // Queue depth and HTTP requests are the api's to export.
    expect(hasMetric(worker, "proofbase_queue_jobs")).toBe(false);
    expect(hasMetric(worker, "proofbase_http_request_duration_seconds_count")).toBe(false);

    const apiSamples = await scrape(`${api.baseUrl}/metrics`, adminBasic());
    const requests = (labels: Record<string, string>) => sampleSum(apiSamples, "proofbase_http_request_duration_seconds_count", labels);
    expect(requests({ method: "POST", route: "/api/v1/verification-sessions", status: "201" })).toBe(1);
    expect(requests({ method: "GET", route: "/api/v1/verification-sessions/{id}", status: "200" })).toBe(1);
    expect(requests({ method: "GET", route: "unmatched", status: "404" })).toBe(1);
    expect(requests({ method: "GET", route: "/healthz", status: "200" })).toBe(1);
    expect(requests({ route: "/metrics", status: "401" })).toBeGreaterThanOrEqual(3);
    expect(sampleSum(apiSamples, "proofbase_http_request_duration_seconds_bucket", { route: "/api/v1/verification-sessions", le: "+Inf" })).toBe(1);

    // The session's expiry job waits, delayed, for a day; nobody runs the sandbox queue here.
    expect(sampleSum(apiSamples, "proofbase_queue_jobs", { queue: QUEUES.sessionExpiry, state: "delayed" })).toBeGreaterThanOrEqual(1);
    for (const queue of Object.values(QUEUES))
      for (const state of ["waiting", "delayed", "active", "failed"])
        expect(apiSamples.some((s) => s.name === "proofbase_queue_jobs" && s.labels.queue === queue && s.labels.state === state), `${queue} ${state}`).toBe(true);
    expect(sampleSum(apiSamples, "proofbase_queue_stats_up")).toBe(1);

    // No label value is an id, a URL, or carries the merchant's or the session's id.
    for (const [source, samples, text] of [
      ["worker", worker, await (await fetch(workerUrl(), { headers: { Authorization: adminBasic() } })).text()],
      ["api", apiSamples, await (await fetch(`${api.baseUrl}/metrics`, { headers: { Authorization: adminBasic() } })).text()],
    ] as const) {
      for (const forbidden of [merchant.merchantId, sessionId, eventId, good.id, bad.id, ok.url, failing.url, "127.0.0.1:"]) {
        expect(text, `${source} scrape contains ${forbidden}`).not.toContain(forbidden);
      }
      const values = new Set(samples.flatMap((s) => Object.values(s.labels)));
      for (const value of values) {
        expect(value, `${source} label value`).not.toMatch(/:\/\//);
        expect(value, `${source} label value`).not.toMatch(/[A-Za-z0-9]{16,}/); // an id's random part, a token
        if (value.startsWith("/")) expect(value, `${source} route label`).not.toMatch(/\/(?:[a-z]+_)[A-Za-z0-9]+/);
      }
    }
  });
});
