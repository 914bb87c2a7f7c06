import { config } from "../../platform/config.js";
import { ApiError } from "../../platform/errors/api-error.js";
import { currentCount, reserve, type WindowLimit } from "../../platform/limits/fixed-window.js";
import { addressBudgetKey } from "../client-address.js";

/** The limit key of an address's failed authentications in one minute (epoch minutes; tests fill it). */
export const failedAuthenticationKey = (clientIp: string, minute = Math.floor(Date.now() / 60_000)) => `auth-failures:${addressBudgetKey(clientIp)}:${minute}`;

const limitFor = (clientIp: string): WindowLimit => ({
  key: failedAuthenticationKey(clientIp),
  limit: config.AUTH_FAILURES_PER_IP_PER_MINUTE,
  windowSeconds: 60,
});

/**
 * What the failed requests were missing: /api/v1 takes an API key, /api/sdk/v1 a client token;
 * the portal's unauthenticated token routes an invitation or password reset link.
 */
export type Credential = "API key" | "client token" | "invitation link" | "password reset link";

const tooMany = (retryAfterSeconds: number, credential: Credential) =>
  new ApiError("rate_limited", `Too many requests with a missing or invalid ${credential} from this address. Try again later.`, undefined, {
    "Retry-After": String(Math.max(1, retryAfterSeconds)),
  });

const secondsLeftInMinute = () => 60 - Math.floor((Date.now() % 60_000) / 1000);

/**
 * Refuses an address that has used up its failed authentications this minute (before any lookup),
 * unless `exempt` (asked only then) says the credential presented is known good.
 * One budget per address for /api/v1 and /api/sdk/v1 together.
 */
export async function refuseBlockedAddress(clientIp: string, credential: Credential = "API key", exempt?: () => Promise<boolean>): Promise<void> {
  const limit = limitFor(clientIp);
  if (limit.limit > 0 && (await currentCount(limit)) >= limit.limit && !(await exempt?.())) throw tooMany(secondsLeftInMinute(), credential);
}

/** Counts one failed authentication; returns the error to answer with (429 once over the limit). */
export async function countFailedAuthentication<E extends Error>(clientIp: string, failure: E, credential: Credential = "API key"): Promise<E | ApiError> {
  const reservation = await reserve([limitFor(clientIp)]);
  return reservation.allowed ? failure : tooMany(reservation.retryAfterSeconds, credential);
}
