import { logger } from "../../platform/logger.js";
import type { SmsMessage, SmsProvider } from "./provider.js";

/**
 * After a restore from a backup, a text still queued in the restored database may have been sent
 * after the backup point (the database that recorded it is gone). Twilio has no idempotency key,
 * but it keeps the messages it accepted: the ones sent to this number since the message was made
 * are listed, and one carrying its very text is the send already done. Returns its provider id,
 * or null: nothing matches (send it), or the provider cannot tell (send it too: at least once
 * rather than never). Only called for messages made before a restore fence.
 */
export async function smsAlreadySent(provider: SmsProvider, message: SmsMessage, since: Date, ids: Record<string, string>): Promise<string | null> {
  const sent = await provider.sentTo({ to: message.to, since });
  if (sent === "unknown") {
    logger.warn({ ...ids, provider: provider.name }, "text made before the restore fence: the SMS provider cannot tell whether it was sent; sending it");
    return null;
  }
  return sent.find((m) => m.body === message.body)?.id ?? null;
}
