import { logger } from "../../platform/logger.js";
import type { SmsProvider } from "../../messaging/sms/provider.js";

/**
 * After a restore from a backup, a code still queued in the restored database may have been
 * texted after the backup point (the database that recorded it is gone). Twilio has no
 * idempotency key, but it keeps the messages it accepted: the ones sent to this number since the
 * code was made are listed, and one carrying this code's very text is the send already done.
 * Returns its provider id, or null: nothing matches (send it), or the provider cannot tell (send
 * it too: at least once rather than never). Only called for codes made before a restore fence.
 */
export async function smsAlreadySent(provider: SmsProvider, message: { phoneCodeId: string; to: string; body: string; since: Date }): Promise<string | null> {
  const sent = await provider.sentTo({ to: message.to, since: message.since });
  if (sent === "unknown") {
    logger.warn({ phoneCodeId: message.phoneCodeId, provider: provider.name }, "code made before the restore fence: the SMS provider cannot tell whether it was sent; sending it");
    return null;
  }
  return sent.find((m) => m.body === message.body)?.id ?? null;
}
