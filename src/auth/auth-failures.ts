import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { currentCount, reserve, type WindowLimit } from "../limits/fixed-window.js";
import { sha256Hex } from "./api-key-format.js";

const limitFor = (clientIp: string): WindowLimit => ({
  key: `auth-failures:${sha256Hex(clientIp)}:${Math.floor(Date.now() / 60_000)}`,
  limit: config.AUTH_FAILURES_PER_IP_PER_MINUTE,
  windowSeconds: 60,
});

const tooMany = (retryAfterSeconds: number) =>
  new ApiError("rate_limited", "Too many requests with a missing or invalid API key from this address. Try again later.", undefined, {
    "Retry-After": String(Math.max(1, retryAfterSeconds)),
  });

const secondsLeftInMinute = () => 60 - Math.floor((Date.now() % 60_000) / 1000);

/** Refuses an address that has used up its failed authentications this minute (before any lookup). */
export async function refuseBlockedAddress(clientIp: string): Promise<void> {
  const limit = limitFor(clientIp);
  if (limit.limit > 0 && (await currentCount(limit)) >= limit.limit) throw tooMany(secondsLeftInMinute());
}

/** Counts one failed authentication; returns the error to answer with (429 once over the limit). */
export async function countFailedAuthentication(clientIp: string, failure: ApiError): Promise<ApiError> {
  const reservation = await reserve([limitFor(clientIp)]);
  return reservation.allowed ? failure : tooMany(reservation.retryAfterSeconds);
}
