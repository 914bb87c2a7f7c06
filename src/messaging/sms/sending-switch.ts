import { config } from "../../platform/config.js";
import { DependencyUnavailable } from "../../platform/errors/domain-errors.js";

/**
 * SMS_SENDING_ENABLED=false, the platform's switch: no live code is accepted for sending (and the
 * sms-send job cancels the ones already queued: src/flows/phone/cancel-if-sending-paused.ts).
 */
export function assertSmsSendingEnabled(): void {
  if (!config.SMS_SENDING_ENABLED) throw new DependencyUnavailable("Text messages are paused on this service. Try again later.");
}
