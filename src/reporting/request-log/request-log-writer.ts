import { config } from "../../platform/config.js";
import { query } from "../../platform/db/sql.js";
import { logger } from "../../platform/logger.js";
import { countRequestLogBatch, countRequestLogRows } from "../../platform/metrics/metrics.js";
import { insertRequestLogStatement } from "./insert-request-log.js";
import type { RequestLogEntry } from "./request-log-entry.js";

export interface RequestLogWriterOptions {
  /** How long a recorded entry may wait before its batch is written. */
  flushMs: number;
  /** Rows per INSERT; a full batch is written at once, without waiting for `flushMs`. */
  batchRows: number;
  /** Rows held at most; on overflow the oldest is dropped and counted. */
  bufferRows: number;
}

/**
 * The request log's writer: requests are recorded in memory and written in batches, one
 * multi-row INSERT each, off the request path (a request never waits for the log, and the log
 * never costs a statement per request). Bounded: when Postgres cannot keep up, the oldest
 * entries go, counted in `proofbase_request_log_rows_total{outcome="dropped_overflow"}`.
 * A batch whose INSERT fails is dropped and counted too (the log is not worth a retry queue).
 * `flush()` writes everything held: the api's graceful stop calls it.
 */
export class RequestLogWriter {
  private buffer: RequestLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly options: RequestLogWriterOptions) {}

  record(entry: RequestLogEntry): void {
    if (this.buffer.length >= this.options.bufferRows) {
      this.buffer.shift();
      countRequestLogRows("dropped_overflow", 1);
    }
    this.buffer.push(entry);
    if (this.writing) return;
    if (this.buffer.length >= this.options.batchRows) this.startWriting();
    else if (!this.timer) this.timer = setTimeout(this.onTimer, this.options.flushMs).unref();
  }

  /** Entries waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes every entry held now and any recorded meanwhile; resolves when the buffer is empty. */
  async flush(): Promise<void> {
    while (this.writing || this.buffer.length > 0) {
      if (!this.writing) this.startWriting(false);
      await this.writing;
    }
  }

  private readonly onTimer = (): void => {
    this.timer = null;
    this.startWriting(false);
  };

  /** Writes the full batches held (`fullOnly`: a partial one keeps waiting for its interval) or everything held. */
  private startWriting(fullOnly = true): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const { batchRows } = this.options;
    const rows = fullOnly ? this.buffer.length - (this.buffer.length % batchRows) : this.buffer.length;
    this.writing = this.write(rows).finally(() => {
      this.writing = null;
      // What arrived meanwhile: full batches go now, a partial one waits its flush interval.
      if (this.buffer.length >= batchRows) this.startWriting();
      else if (this.buffer.length > 0 && !this.timer) this.timer = setTimeout(this.onTimer, this.options.flushMs).unref();
    });
  }

  /** The oldest `rows` entries held, `batchRows` per INSERT. */
  private async write(rows: number): Promise<void> {
    let left = rows;
    while (left > 0) {
      const batch = this.buffer.splice(0, Math.min(left, this.options.batchRows));
      left -= batch.length;
      try {
        await query(insertRequestLogStatement(batch));
        countRequestLogBatch("written");
        countRequestLogRows("written", batch.length);
      } catch (error) {
        countRequestLogBatch("failed");
        countRequestLogRows("dropped_failed", batch.length);
        logger.warn({ rows: batch.length, err: (error as Error).message }, "request log batch not written");
      }
    }
  }
}

/** The api's one writer. */
export const requestLogWriter = new RequestLogWriter({
  flushMs: config.REQUEST_LOG_FLUSH_MS,
  batchRows: config.REQUEST_LOG_BATCH_ROWS,
  bufferRows: config.REQUEST_LOG_BUFFER_ROWS,
});
