import type { Owner } from "../../http/auth/owner.js";
import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { createdRangeOf, type CreatedRange } from "../../http/created-range.js";
import type { KeysetPosition } from "../../http/pagination/cursor.js";
import { createdRangeConditions, filterScope, searchStatement } from "../../http/pagination/keyset-sql.js";
import { readPartitionedPage } from "../../http/pagination/day-windows.js";
import { paginate, type PageRequest } from "../../http/pagination/paginate.js";
import type { RequestLogEntryObject } from "./request-log-schema.js";

const DAY_MS = 86_400_000;

export interface RequestLogFilter {
  requestId?: string;
  /** An exact status (`404`) or a class (`4xx`). */
  status?: string;
  /** A prefix of the path. */
  path?: string;
  apiKeyId?: string;
  created?: CreatedRange;
}

export function requestLogFilterOf(query: {
  request_id?: string;
  status?: string;
  path?: string;
  api_key_id?: string;
  created_gte?: Date;
  created_lt?: Date;
}): RequestLogFilter {
  return { requestId: query.request_id, status: query.status, path: query.path, apiKeyId: query.api_key_id, created: createdRangeOf(query) };
}

/** The oldest moment the log still shows: rows past it wait for the prune job but are not listed. */
export function requestLogCutoff(now = new Date()): Date {
  return new Date(now.getTime() - config.REQUEST_LOG_RETENTION_DAYS * DAY_MS);
}

function statusConditions(status: string | undefined): Prisma.Sql[] {
  if (status === undefined) return [];
  if (!status.endsWith("xx")) return [Prisma.sql`status = ${Number(status)}`];
  const low = Number(status[0]) * 100;
  return [Prisma.sql`status >= ${low}`, Prisma.sql`status < ${low + 100}`];
}

interface RequestLogRow {
  id: string;
  method: string;
  path: string;
  status: number;
  errorCode: string | null;
  apiKeyId: string;
  ip: string | null;
  latencyMs: number;
  createdAt: Date;
}

const SELECT = Prisma.raw(
  `id, method, path, status, error_code AS "errorCode", api_key_id AS "apiKeyId", ip, latency_ms AS "latencyMs", created_at AS "createdAt"`,
);

/** The statement of one page of a request log search (exported for its plan test). */
export function requestLogSearchStatement(
  owner: Owner,
  filter: RequestLogFilter,
  position: KeysetPosition | null,
  take: number,
  now = new Date(),
  window?: CreatedRange,
): Prisma.Sql {
  const conditions = [
    Prisma.sql`created_at >= ${requestLogCutoff(now)}`,
    ...(filter.requestId ? [Prisma.sql`id = ${filter.requestId}`] : []),
    ...statusConditions(filter.status),
    ...(filter.path ? [Prisma.sql`starts_with(path, ${filter.path})`] : []),
    ...(filter.apiKeyId ? [Prisma.sql`api_key_id = ${filter.apiKeyId}`] : []),
    ...createdRangeConditions(filter.created ?? {}),
  ];
  return searchStatement({ select: SELECT, from: "request_log", merchantId: owner.merchantId, mode: owner.mode, conditions, position, take, window });
}

function presentRequestLogEntry(row: RequestLogRow): RequestLogEntryObject {
  return {
    id: row.id,
    object: "request_log_entry",
    method: row.method,
    path: row.path,
    status: row.status,
    error_code: row.errorCode,
    api_key_id: row.apiKeyId,
    ip: row.ip,
    latency_ms: row.latencyMs,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `GET /v1/request-log` and the dashboard's `GET /{mode}/request-log`: the owner's requests of
 * the last REQUEST_LOG_RETENTION_DAYS, newest first, keyset cursor bound to the filter.
 */
export async function searchRequestLog(owner: Owner, page: PageRequest, filter: RequestLogFilter = {}) {
  const { requestId, status, path, apiKeyId, created } = filter;
  const result = await paginate(
    { list: "request_log", merchantId: owner.merchantId, mode: owner.mode, filter: filterScope([requestId, status, path, apiKeyId, created?.gte, created?.lt]) },
    page,
    ({ position, take }) => {
      const now = new Date();
      const read = (window: CreatedRange, n: number) => prisma.$queryRaw<RequestLogRow[]>(requestLogSearchStatement(owner, filter, position, n, now, window));
      // One request id is one row its own index finds: no day slabs needed.
      if (requestId) return read({}, take);
      return readPartitionedPage({ position, created, cutoff: requestLogCutoff(now), now, take, read });
    },
    presentRequestLogEntry,
  );
  return { object: "list" as const, ...result };
}
