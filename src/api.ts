import { setTimeout as sleep } from "node:timers/promises";
import { closeApiKeyCache } from "./http/auth/api-key-cache.js";
import { config } from "./platform/config.js";
import { disconnectDb } from "./platform/db/client.js";
import { createApiServer } from "./app/api-server.js";
import { warmUpFlows } from "./app/warm-up.js";
import { startDraining } from "./http/health.js";
import { logger } from "./platform/logger.js";
import { closeQueues } from "./platform/queues/factory.js";
import { redis } from "./platform/redis.js";
import { requestLogWriter } from "./reporting/request-log/request-log-writer.js";

const server = createApiServer();

await warmUpFlows();
server.listen(config.PORT, () => {
  logger.info({ port: config.PORT }, "api listening");
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  // First /readyz fails while everything else is still served: load balancers (and Kubernetes'
  // endpoints) notice and send new requests elsewhere before this process stops accepting them.
  startDraining();
  if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
    logger.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, "api draining: /readyz fails, requests are still served");
    await sleep(config.SHUTDOWN_DRAIN_SECONDS * 1000);
  }
  logger.info({ signal }, "api stopping: finishing in-flight requests");
  // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed now.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  // The request log's last entries (the in-flight requests' included) go before the pool closes.
  await requestLogWriter.flush();
  await closeQueues();
  closeApiKeyCache();
  await disconnectDb();
  redis.disconnect();
  logger.info("api stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
