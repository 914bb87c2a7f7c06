import { disconnectDb } from "../src/db/client.js";
import { logger } from "../src/logger.js";
import { closeQueues } from "../src/queues/factory.js";
import { redis } from "../src/redis.js";
import { config } from "../src/config.js";
import { startWorkerMetricsServer } from "../src/http/worker-metrics-server.js";
import { queuesToRun, startWorkers } from "./start-workers.js";

/** Worker process: `tsx workers/main.ts [queue ...]` runs the named queues, or all of them. */
async function main(): Promise<void> {
  const queues = queuesToRun(process.argv.slice(2));
  // Its own metrics only when given a port (several workers on one host need one each); a port
  // already taken stops the process before it takes any job.
  const metrics =
    config.METRICS_ENABLED && config.WORKER_METRICS_PORT > 0
      ? await startWorkerMetricsServer({ port: config.WORKER_METRICS_PORT, host: config.WORKER_METRICS_HOST })
      : undefined;
  await startWorkers(queues);
  logger.info({ queues }, "worker started");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker stopping: finishing active jobs");
    await metrics?.close();
    await closeQueues();
    await disconnectDb();
    redis.disconnect();
    logger.info("worker stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error instanceof Error ? error.message : String(error) }, "worker failed to start");
  process.exit(1);
});
