import { config } from "../config.js";

/** Offsets of attempts 2..n from the FIRST attempt (contract §1); n = offsets + 1 (5 by default). */
export const RETRY_OFFSETS_MS: readonly number[] = config.WEBHOOK_RETRY_SCHEDULE;
export const MAX_ATTEMPTS = RETRY_OFFSETS_MS.length + 1;

/** When attempt `attempt + 1` is due after attempt `attempt` failed; null when none is left. */
export function nextAttemptAt(firstAttemptAt: Date, attempt: number): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return new Date(firstAttemptAt.getTime() + RETRY_OFFSETS_MS[attempt - 1]!);
}
