import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "../src/db/client.js";
import { createTestMerchant } from "./support/factories.js";
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
