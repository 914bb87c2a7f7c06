/**
 * When a failed request is sent again. POSTs always carry an Idempotency-Key that stays the same
 * across retries, so the service runs them at most once; GETs change nothing. A DELETE is retried
 * only when the answer proves it did not run (429, 503): after a lost answer, a second DELETE
 * would report `*_not_found` for an object the first one deleted.
 */
export type Failure = { kind: "network" } | { kind: "answer"; status: number; code: string | undefined };

export function isRetryable(method: string, failure: Failure): boolean {
  if (method === "DELETE") return failure.kind === "answer" && (failure.status === 429 || failure.status === 503);
  if (failure.kind === "network") return true;
  const { status, code } = failure;
  return status === 429 || status >= 500 || (status === 409 && code === "idempotency_key_in_use");
}

const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8_000;

/** Exponential backoff with jitter for retry number `retry` (1, 2, ...): about 0.5 s, 1 s, 2 s ... 8 s. */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `Retry-After` in milliseconds (delta seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
