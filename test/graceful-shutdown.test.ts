import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { closeQueues, getQueue } from "../src/platform/queues/factory.js";
import { createTestMerchant } from "./support/factories.js";
import { startReceiver } from "./support/receiver.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { startWorkerProcess } from "./support/worker-process.js";
import { spawnService, stopService, type ServiceProcess } from "./support/processes.js";
import { waitFor } from "./support/wait.js";
import { randomListenPort } from "./support/ports.js";

let service: ServiceProcess | undefined;
afterEach(async () => {
  if (service) await stopService(service);
});

// The api starts through tsx here: on a busy machine (the whole suite at once) that alone can take 15-20 s.
describe("api process shutdown", () => {
  it("finishes an in-flight request after SIGTERM, then exits 0", async () => {
    const { testKey } = await createTestMerchant();
    const port = randomListenPort();
    service = spawnService("src/api.ts", { PORT: String(port) });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, "api to be ready", 45_000);

    const body = JSON.stringify({ flows: ["wallet"], padding: "x".repeat(1000) });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/v1/__probe__",
          headers: { Authorization: `Bearer ${testKey}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      // Half the body now, the rest after the process was told to stop.
      req.write(body.slice(0, 500));
      setTimeout(() => {
        service!.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(500)), 300);
      }, 300);
    });

    const { status, text } = await response;
    expect(status).toBe(404); // the request was read to the end and answered normally
    expect(JSON.parse(text).error.code).toBe("route_not_found");
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain("api stopped");
  });

  it("drains first: /readyz fails at once while requests are still served, then it stops accepting, finishes the in-flight one and exits 0", async () => {
    const { testKey } = await createTestMerchant();
    const port = randomListenPort();
    const base = `http://127.0.0.1:${port}`;
    // Long enough that the checks below land inside the drain even on a loaded machine.
    service = spawnService("src/api.ts", { PORT: String(port), SHUTDOWN_DRAIN_SECONDS: "8" });
    await waitFor(async () => (await fetch(`${base}/readyz`)).ok, "api to be ready", 45_000);

    // A slow request: its body arrives in two halves, the second only once the drain is over.
    const body = JSON.stringify({ flows: ["wallet"], padding: "x".repeat(1000) });
    let finish!: () => void;
    const slow = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, method: "POST", path: "/api/v1/__probe__", headers: { Authorization: `Bearer ${testKey}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
        (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 500));
      finish = () => req.end(body.slice(500));
    });
    await sleep(200);

    service.child.kill("SIGTERM");
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 503, "/readyz to fail", 10_000);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "stopping" });
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect((await live.json()).status).toBe("ok");
    const list = await fetch(`${base}/api/v1/verification-sessions?limit=1`, { headers: { Authorization: `Bearer ${testKey}` } });
    expect(list.status).toBe(200);
    expect(service.output()).not.toContain("finishing in-flight requests"); // all of the above was inside the drain

    // After the drain: no new connections, while the slow request is still being read.
    await waitFor(() => service!.output().includes("finishing in-flight requests"), "the drain to end", 30_000);
    await waitFor(async () => fetch(`${base}/healthz`).then(() => false, () => true), "new connections to be refused", 10_000);
    finish();
    const { status, text } = await slow;
    expect(status).toBe(404); // read to the end and answered normally
    expect(JSON.parse(text).error.code).toBe("route_not_found");
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain("api stopped");
  });

  it("writes the request log's held entries before it exits", async () => {
    const { testKey } = await createTestMerchant();
    const port = randomListenPort();
    // An hour-long flush interval and large batches: only the stop itself writes the entries.
    service = spawnService("src/api.ts", { PORT: String(port), REQUEST_LOG_FLUSH_MS: "3600000", REQUEST_LOG_BATCH_ROWS: "1000" });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, "api to be ready", 45_000);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/verification-sessions?limit=1`, { headers: { Authorization: `Bearer ${testKey}` } });
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id")!;
    expect(await prisma.requestLogEntry.findUnique({ where: { id } })).toBeNull();
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
    expect(await prisma.requestLogEntry.findUnique({ where: { id } })).toMatchObject({ status: 200, path: "/api/v1/verification-sessions" });
  });

  it("refuses new connections once stopping", async () => {
    const port = randomListenPort();
    service = spawnService("src/api.ts", { PORT: String(port) });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, "api to be up", 45_000);
    service.child.kill("SIGTERM");
    await service.exited;
    await sleep(50);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

// Kubernetes sends SIGTERM, waits terminationGracePeriodSeconds, then SIGKILLs: a worker finishes
// the jobs it holds within that time (docs/operations.md, "The image and its health endpoints").
describe("worker process shutdown", () => {
  it("finishes the job it is running after SIGTERM, records its outcome, then exits 0", async () => {
    const { merchantId } = await createTestMerchant();
    const receiver = await startReceiver();
    // The attempt is still in flight when the signal arrives: the receiver answers 3 s later.
    receiver.reply = () => ({ status: 200, body: "ok", delayMs: 3_000 });
    await getQueue("webhook-delivery").waitUntilReady();
    const worker = await startWorkerProcess(["webhook-delivery"]);
    try {
      const endpoint = await insertEndpoint({ merchantId, url: `${receiver.url}`, events: ["customer.associated"] });
      const eventId = await emitEvent({ merchantId, type: "customer.associated" });
      await waitFor(() => receiver.open() === 1, () => `the receiver to hold the delivery\n${worker.output()}`, 30_000);

      await worker.kill("SIGTERM"); // resolves once the process has exited
      expect(worker.child.exitCode).toBe(0);
      expect(worker.output()).toContain("worker stopped");
      const delivery = await deliveryOf(eventId, endpoint.id);
      expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 1 });
    } finally {
      await worker.kill("SIGKILL");
      await receiver.close();
      await closeQueues();
    }
  });
});
