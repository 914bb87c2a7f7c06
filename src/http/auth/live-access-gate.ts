import type { Mode } from "./api-key-format.js";
import { ApiError } from "../../platform/errors/api-error.js";

/**
 * The one rule of the gate (contract section 11): live-mode work needs the account's live access;
 * test mode is always open. Every entry point (secret keys, portal live mode, client tokens, live
 * key minting) asks this, with the live access it already holds (cached key, session, subject).
 */
export function liveAccessRefused(mode: Mode, liveEnabled: boolean): boolean {
  return mode === "live" && !liveEnabled;
}

export function liveModeNotEnabled(): ApiError {
  return new ApiError(
    "live_mode_not_enabled",
    "Live mode is not enabled for this account. Activate it from the dashboard's billing page (or ask support).",
  );
}

/** The gate as a check: throws live_mode_not_enabled where the rule refuses. */
export function assertLiveAccess(mode: Mode, liveEnabled: boolean): void {
  if (liveAccessRefused(mode, liveEnabled)) throw liveModeNotEnabled();
}
