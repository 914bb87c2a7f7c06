import { closeApiKeyCache } from "./auth/api-key-cache.js";
import { config } from "./config.js";
import { disconnectDb } from "./db/client.js";
import { createApiServer } from "./app/api-server.js";
import { logger } from "./logger.js";
import { closeQueues } from "./queues/factory.js";
import { redis } from "./redis.js";
import { requestLogWriter } from "./request-log/request-log-writer.js";

const server = createApiServer();

server.listen(config.PORT, () => {
  logger.info({ port: config.PORT }, "api listening");
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
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
