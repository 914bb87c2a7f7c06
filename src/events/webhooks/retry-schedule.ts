import { config } from "../../platform/config.js";
import { maxAttempts, type RetrySchedule } from "./delivery-lifecycle.js";

/** The configured schedule (WEBHOOK_RETRY_SCHEDULE); the rule that uses it is in delivery-lifecycle.ts. */
export const RETRY_OFFSETS_MS: RetrySchedule = config.WEBHOOK_RETRY_SCHEDULE;
export const MAX_ATTEMPTS = maxAttempts(RETRY_OFFSETS_MS);
