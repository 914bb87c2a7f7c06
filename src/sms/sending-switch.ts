import { config } from "../config.js";
import { query } from "../db/sql.js";
import { DependencyUnavailable } from "../errors/domain-errors.js";
import { Prisma } from "../generated/prisma/client.js";

/** SMS_SENDING_ENABLED=false, the platform's switch: no live code is accepted for sending. */
export function assertSmsSendingEnabled(): void {
  if (!config.SMS_SENDING_ENABLED) throw new DependencyUnavailable("Text messages are paused on this service. Try again later.");
}

/**
 * The sms-send job's side of the switch: while sending is off, a queued send is canceled rather
 * than kept for later. The switch is pulled during an incident (a pumping attack, a provider
 * problem); sends queued at that moment are the suspect ones, and a code is only worth sending
 * in its first minutes. The end user asks for a new code once sending is back. Returns true when
 * sending is off (the job is done).
 */
export async function cancelIfSendingPaused(phoneCodeId: string): Promise<boolean> {
  if (config.SMS_SENDING_ENABLED) return false;
  await query(Prisma.sql`
    UPDATE phone_codes SET sms_status = 'canceled', code_sealed = NULL, phone_sealed = NULL,
           sms_error = 'Text messages were paused before this code went out. Ask for a new code.'
     WHERE id = ${phoneCodeId} AND sms_status = 'queued' AND (sms_sending_until IS NULL OR sms_sending_until <= now())`);
  return true;
}
