import express, { type NextFunction, type Request, type Response } from "express";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { logger } from "../platform/logger.js";
import { metricsEndpoint } from "./metrics-endpoint.js";
import { processRegistry } from "../platform/metrics/metrics.js";

export interface MetricsServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * A worker process's own metrics (jobs, deliveries, SMS, chain, billing, process) on
 * `GET http://host:port/metrics`, behind the same auth as the api's /metrics. Queue depth is the
 * api's to export. A port already taken fails the start: two workers on one host need two ports.
 */
export async function startWorkerMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", ...metricsEndpoint(processRegistry));
  app.use((_req: Request, res: Response) => void res.status(404).type("text/plain").send("Not found.\n"));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // The auth's failure limit lives in Redis: basic auth cannot be checked while it is down.
    logger.warn({ err: (error as Error).message }, "metrics request failed");
    res.status(503).type("text/plain").send("Unavailable.\n");
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ host: options.host, port }, "worker metrics listening");
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
