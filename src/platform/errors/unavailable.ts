const CONNECTIVITY_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08006",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);

const CONNECTIVITY_MESSAGES = [
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /enableOfflineQueue options is false/i,
  /Reached the max retries per request limit/i,
  /Connection terminated/i,
  /connect ECONNREFUSED/i,
  /timeout exceeded when trying to connect/i,
  /Can't reach database server/i,
  /Server has closed the connection/i,
  // P2028 for a transaction that found no free connection within maxWait: the pool is exhausted.
  /Unable to start a transaction in the given time/i,
];

/** True when an error means Postgres or Redis is unreachable (so the answer is 503, not 500). */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; errors?: unknown; meta?: unknown };
  // A driver adapter keeps Postgres' own code as `originalCode` (e.g. 57P03 while it starts up).
  if ([e.code, e.originalCode].some((code) => typeof code === "string" && CONNECTIVITY_CODES.has(code))) return true;
  if (typeof e.message === "string" && CONNECTIVITY_MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  // Prisma wraps the adapter's error in `meta.driverAdapterError` (a P2039/P2010 of its own).
  const adapterError = e.meta && typeof e.meta === "object" ? (e.meta as { driverAdapterError?: unknown }).driverAdapterError : undefined;
  if (isUnavailableError(adapterError, depth + 1)) return true;
  return isUnavailableError(e.cause, depth + 1);
}
