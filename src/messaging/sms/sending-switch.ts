import { config } from "../../platform/config.js";
import { DependencyUnavailable } from "../../platform/errors/domain-errors.js";

/**
 * SMS_SENDING_ENABLED=false, the platform's switch: no live code is accepted for sending, and the
 * outbox cancels the texts already queued (src/messaging/outbox/deliver-message.ts) rather than
 * keep them for later. The switch is pulled during an incident (a pumping attack, a provider
 * problem); texts queued at that moment are the suspect ones, and a code is only worth sending in
 * its first minutes. The end user asks for a new code once sending is back.
 */
export function assertSmsSendingEnabled(): void {
  if (!config.SMS_SENDING_ENABLED) throw new DependencyUnavailable("Text messages are paused on this service. Try again later.");
}

/** Why a queued text is not sent while the switch is off (recorded on its message); null while sending is on. */
export function smsPausedReason(): string | null {
  return config.SMS_SENDING_ENABLED ? null : "Text messages were paused before this code went out. Ask for a new code.";
}
