import { currentAuditScope, recordRequestAuditAlone, runInAuditScope } from "../../http/audit/audit-scope.js";
import type { Owner } from "../../http/auth/owner.js";
import { config } from "../../platform/config.js";
import { readerPool } from "../../platform/db/read-replica.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import type { Prisma } from "../../platform/generated/prisma/client.js";
import type { StreamedBody } from "../../http/streamed-response.js";
import { holdOneAtATime, type OneAtATime } from "../../platform/limits/one-at-a-time.js";
import { logger } from "../../platform/logger.js";
import { csvLines, csvRow, type CsvColumn } from "./csv.js";
import { ExportCursor } from "./export-cursor.js";

/** Rows fetched and presented at a time: the presenter's lookups are made per batch. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * How long an export waits for its client to take the next chunk: a client that stops reading
 * gives back its connection and its hold after this, and its download is cut.
 */
export const EXPORT_STALL_MS = 60_000;

/** One export per account at a time (docs/security.md, "Expensive portal work"). */
export const exportHold: OneAtATime = { name: "export", what: "a CSV export", leaseMs: 15_000, retryAfterSeconds: 10 };

/** Exports this api process is streaming now (each holds one database connection), at most EXPORT_CONCURRENCY. */
let streaming = 0;

/** What an export reads: its list's search statement (no paging) and its list's presenter. */
export interface ExportSource<Row, T> {
  statement: (owner: Owner, filters: Record<string, unknown>) => Prisma.Sql;
  present: (rows: Row[]) => T[] | Promise<T[]>;
  /** Columns that depend on the rows (one per metadata key): read before the header is written. */
  columns?: (owner: Owner, filters: Record<string, unknown>) => Promise<readonly CsvColumn<T>[]>;
}

/**
 * Every row a list's filters select, as CSV, read through one database cursor (./export-cursor.ts)
 * with the list's own statement and presenter, so an export holds what the list shows, filter for
 * filter. One batch is in memory at a time; the next is read when the client has taken the last.
 * The first chunk (the header and first batch) is made before anything is sent, so what refuses an
 * export (another one of the account running: 429) is an ordinary error response; by then its
 * audit row, naming the filter as `auditTarget`, is written.
 */
export function exportList<Row, T>(owner: Owner, source: ExportSource<Row, T>, filters: Record<string, unknown>, staticColumns: readonly CsvColumn<T>[], filename: string, auditTarget: string): StreamedBody {
  // The chunks are made after the handler returned, outside the request's audit scope: keep it.
  const audit = currentAuditScope();
  async function* chunks(): AsyncGenerator<string> {
    if (streaming >= config.EXPORT_CONCURRENCY)
      throw new TooManyAttempts("The service is streaming as many exports as it runs at once; retry shortly.", exportHold.retryAfterSeconds);
    streaming += 1;
    let cursor: ExportCursor<Row> | undefined;
    let hold: Awaited<ReturnType<typeof holdOneAtATime>> | undefined;
    let ended = false;
    let stalled = false;
    // Gives back what the export holds (its slot, connection and hold), once: at its end, or when
    // its client stalls (the generator may then never be resumed).
    const end = async () => {
      if (ended) return;
      ended = true;
      streaming -= 1;
      cursor?.abandon();
      await hold?.release();
    };
    try {
      hold = await holdOneAtATime(exportHold, owner.merchantId);
      if (audit) await runInAuditScope(audit, () => recordRequestAuditAlone({ target: auditTarget }));
      const columns = source.columns ? await source.columns(owner, filters) : staticColumns;
      cursor = await ExportCursor.open<Row>(readerPool(), source.statement(owner, filters));
      let text = csvRow(columns.map((column) => column.header));
      for (;;) {
        const rows = await cursor.next(EXPORT_PAGE_SIZE);
        text += csvLines(columns, await source.present(rows));
        const last = rows.length < EXPORT_PAGE_SIZE;
        if (last) await cursor.close();
        if (text) {
          const stall = setTimeout(() => {
            stalled = true;
            end().catch((error: Error) => logger.warn({ err: error.message }, "could not end a stalled export's hold"));
          }, EXPORT_STALL_MS);
          try {
            yield text;
          } finally {
            clearTimeout(stall);
          }
          if (stalled) throw new Error("the client stopped reading the export");
        }
        if (last) return;
        text = "";
      }
    } finally {
      await end();
    }
  }
  return { streamed: true, contentType: "text/csv; charset=utf-8", filename, chunks: chunks() };
}

/** Filters whose value is personal data: the audit row says they were used, never their value. */
const PERSONAL_FILTERS = new Set(["email", "phone"]);

/** The filters of an export as its audit row names them: `name?key=value&...` (dates in ISO 8601; an email or phone as `[redacted]`). */
export function exportTarget(name: string, filters: Record<string, unknown>): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (PERSONAL_FILTERS.has(key)) pairs.push([key, "[redacted]"]);
    else if (value instanceof Date) pairs.push([key, value.toISOString()]);
    else if (typeof value === "object" && value !== null && "key" in value && "value" in value) pairs.push([key, `${String(value.key)}=${String(value.value)}`]);
    else pairs.push([key, String(value)]);
  }
  const query = new URLSearchParams(pairs).toString();
  return `export:${name}${query ? `?${query}` : ""}`;
}
