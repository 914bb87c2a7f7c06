import { disconnectDb } from "../src/platform/db/client.js";
import { logger } from "../src/platform/logger.js";
import { closeQueues } from "../src/platform/queues/factory.js";
import { redis } from "../src/platform/redis.js";
import { config } from "../src/platform/config.js";
import { startWorkerMetricsServer } from "../src/http/worker-metrics-server.js";
import { queuesToRun, startWorkers } from "./start-workers.js";

// Worker process: `tsx workers/main.ts [queue ...]` runs the named queues, or all of them.

let metrics: Awaited<ReturnType<typeof startWorkerMetricsServer>> | undefined;

async function start(): Promise<void> {
  const queues = queuesToRun(process.argv.slice(2));
  // Its own metrics only when given a port (several workers on one host need one each); a port
  // already taken stops the process before it takes any job.
  if (config.METRICS_ENABLED && config.WORKER_METRICS_PORT > 0) {
    metrics = await startWorkerMetricsServer({ port: config.WORKER_METRICS_PORT, host: config.WORKER_METRICS_HOST });
  }
  await startWorkers(queues);
  logger.info({ queues }, "worker started");
}

let stopping = false;
async function stop(signal: string, started: Promise<void>): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping: finishing active jobs");
  // A signal during start-up stops what has started once it has; a start that fails exits on its own.
  await started.catch(() => undefined);
  await metrics?.close();
  await closeQueues();
  await disconnectDb();
  redis.disconnect();
  logger.info("worker stopped");
  process.exit(0);
}

// The handlers are in place before start() first yields. pino writes "worker started" off the main
// thread, so a supervisor that signals as soon as it reads that line could otherwise find no handler
// yet, and the process would die by the signal instead of stopping cleanly.
const started = start();
process.on("SIGTERM", () => void stop("SIGTERM", started));
process.on("SIGINT", () => void stop("SIGINT", started));
started.catch((error: unknown) => {
  logger.fatal({ err: error instanceof Error ? error.message : String(error) }, "worker failed to start");
  process.exit(1);
});
