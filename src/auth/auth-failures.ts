import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { currentCount, reserve, type WindowLimit } from "../limits/fixed-window.js";
import { sha256Hex } from "./api-key-format.js";

const limitFor = (clientIp: string): WindowLimit => ({
  key: `auth-failures:${sha256Hex(clientIp)}:${Math.floor(Date.now() / 60_000)}`,
  limit: config.AUTH_FAILURES_PER_IP_PER_MINUTE,
  windowSeconds: 60,
});

/** What the failed requests were missing: /api/v1 takes an API key, /api/sdk/v1 a client token. */
export type Credential = "API key" | "client token";

const tooMany = (retryAfterSeconds: number, credential: Credential) =>
  new ApiError("rate_limited", `Too many requests with a missing or invalid ${credential} from this address. Try again later.`, undefined, {
    "Retry-After": String(Math.max(1, retryAfterSeconds)),
  });

const secondsLeftInMinute = () => 60 - Math.floor((Date.now() % 60_000) / 1000);

/**
 * Refuses an address that has used up its failed authentications this minute (before any lookup).
 * One budget per address for /api/v1 and /api/sdk/v1 together.
 */
export async function refuseBlockedAddress(clientIp: string, credential: Credential = "API key"): Promise<void> {
  const limit = limitFor(clientIp);
  if (limit.limit > 0 && (await currentCount(limit)) >= limit.limit) throw tooMany(secondsLeftInMinute(), credential);
}

/** Counts one failed authentication; returns the error to answer with (429 once over the limit). */
export async function countFailedAuthentication(clientIp: string, failure: ApiError, credential: Credential = "API key"): Promise<ApiError> {
  const reservation = await reserve([limitFor(clientIp)]);
  return reservation.allowed ? failure : tooMany(reservation.retryAfterSeconds, credential);
}
