import { config } from "../../src/platform/config.js";
import { pool } from "../../src/platform/db/client.js";
import { closeQueues } from "../../src/platform/queues/factory.js";
import { redis, waitForRedis } from "../../src/platform/redis.js";
import { requestLogWriter } from "../../src/reporting/request-log/request-log-writer.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** True in the shared project, whose files run one after another in one process. */
    sharedProcess: boolean;
  }
}

/**
 * After each file of the shared project (vitest.config.ts), which runs many files one after
 * another in one process: writes the request log the file's requests left buffered, stops any
 * worker the file left running and deletes its Redis state (queued jobs, counters, idempotency
 * keys), so the next file starts as it would in a process of its own. Postgres rows stay: files
 * already share the run's database.
 */
export async function releaseFileState(): Promise<void> {
  // The next files use the process's clients: a file must leave them open.
  if (pool.ended) throw new Error("this file ended the app's database pool (src/platform/db/client.ts), which the shared project's next files use");
  if (redis.status === "end") throw new Error("this file closed the app's Redis client (src/platform/redis.ts), which the shared project's next files use");
  await requestLogWriter.flush();
  await closeQueues();
  await waitForRedis();
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${config.QUEUE_PREFIX}*`, "COUNT", 1000);
    cursor = next;
    if (keys.length > 0) await redis.unlink(...keys);
  } while (cursor !== "0");
}
