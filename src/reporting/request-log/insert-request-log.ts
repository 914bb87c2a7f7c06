import { Prisma } from "../../platform/generated/prisma/client.js";
import type { RequestLogEntry } from "./request-log-entry.js";

/**
 * One INSERT of a whole batch: each column one array parameter, unnested into rows, so the text
 * is fixed whatever the batch size (one prepared statement). A request id written twice (a batch
 * retried after a lost answer) is kept once (the key includes the partition key, created_at, which a retry repeats).
 */
export function insertRequestLogStatement(entries: readonly RequestLogEntry[]): Prisma.Sql {
  const n = entries.length;
  const ids = new Array<string>(n);
  const merchants = new Array<string>(n);
  const modes = new Array<string>(n);
  const methods = new Array<string>(n);
  const paths = new Array<string>(n);
  const statuses = new Array<number>(n);
  const errorCodes = new Array<string | null>(n);
  const keys = new Array<string>(n);
  const ips = new Array<string | null>(n);
  const latencies = new Array<number>(n);
  const times = new Array<Date>(n);
  entries.forEach((e, i) => {
    ids[i] = e.id;
    merchants[i] = e.merchantId;
    modes[i] = e.mode;
    methods[i] = e.method;
    paths[i] = e.path;
    statuses[i] = e.status;
    errorCodes[i] = e.errorCode;
    keys[i] = e.apiKeyId;
    ips[i] = e.ip;
    latencies[i] = e.latencyMs;
    times[i] = new Date(e.at);
  });
  return Prisma.sql`INSERT INTO request_log (id, merchant_id, mode, method, path, status, error_code, api_key_id, ip, latency_ms, created_at)
SELECT * FROM unnest(${ids}::text[], ${merchants}::text[], ${modes}::"Mode"[], ${methods}::text[], ${paths}::text[], ${statuses}::int[], ${errorCodes}::text[], ${keys}::text[], ${ips}::text[], ${latencies}::int[], ${times}::timestamptz[])
ON CONFLICT (id, created_at) DO NOTHING`;
}
