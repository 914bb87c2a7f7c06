import { config } from "../platform/config.js";
import { windowedRateLimit, windowKey, type WindowedLimit } from "./rate-limit.js";

const perClientToken: WindowedLimit = {
  space: "sdk:",
  windowSeconds: 60,
  limit: () => config.SDK_RATE_LIMIT_PER_MINUTE,
  // Keyed by the token's object, so a session's token is one caller however it is spelled.
  callerOf: (req) => req.sdkSubject?.id,
  refusal: (limit) => `Too many requests: a client token may make ${limit} requests per minute.`,
};

/** The Redis counter of one client token's requests in one minute (epoch minutes). */
export const clientTokenRateLimitKey = (objectId: string, minute: number) => windowKey(perClientToken, objectId, minute);

/** `/api/sdk/v1`: a one-minute window per client token. */
export const clientTokenRateLimit = windowedRateLimit(perClientToken);
