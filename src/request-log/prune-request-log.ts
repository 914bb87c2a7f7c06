import { prisma } from "../db/client.js";
import { requestLogCutoff } from "./request-log-search.js";

export interface RequestLogPruneResult {
  deleted: number;
  /** True when the per-run cap stopped it with rows left. */
  capped: boolean;
}

/**
 * Deletes the request log's rows older than REQUEST_LOG_RETENTION_DAYS, oldest first
 * (index on created_at), `batch` rows per DELETE, each its own short statement, at most
 * `maxStatements` per run; what is left waits for the next run.
 */
export async function pruneRequestLog(options: { now?: Date; batch?: number; maxStatements?: number } = {}): Promise<RequestLogPruneResult> {
  const cutoff = requestLogCutoff(options.now);
  const batch = options.batch ?? 10_000;
  const result: RequestLogPruneResult = { deleted: 0, capped: false };
  for (let statements = options.maxStatements ?? 200; ; statements--) {
    if (statements <= 0) {
      result.capped = true;
      return result;
    }
    const deleted = await prisma.$executeRaw`
      DELETE FROM request_log WHERE id IN (
        SELECT id FROM request_log WHERE created_at < ${cutoff} ORDER BY created_at LIMIT ${batch})`;
    result.deleted += deleted;
    if (deleted < batch) return result;
  }
}
