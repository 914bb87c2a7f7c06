import { logger } from "../../platform/logger.js";
import { countSmsSend } from "../../platform/metrics/metrics.js";
import type { ClaimedSettlement } from "../email/send-claimed-email.js";
import { SmsRejected, type SmsMessage, type SmsProvider } from "./provider.js";
import { smsAlreadySent } from "./sms-already-sent.js";

/**
 * Sends a text whose row the caller has claimed (recorded before this call) and settles it by the
 * outbox's one rule: sent; refused by the provider -> failed for good ("rejected"); unreachable ->
 * queued again for the job's retry (the error is thrown to BullMQ), failed on the last attempt. A
 * text made before a restore fence (`madeBeforeRestore`: when it was made) is first looked up with
 * the provider: one it already holds is recorded as sent, not sent twice. Logs `ids` only, never
 * the number or the text.
 */
export async function sendClaimedSms(args: {
  provider: SmsProvider;
  message: SmsMessage;
  attempt: { isLast: boolean };
  settle: (status: ClaimedSettlement, error?: string, providerMessageId?: string) => Promise<void>;
  gaveUp: string;
  what: string;
  ids: Record<string, string>;
  madeBeforeRestore: Date | null;
}): Promise<"sent" | "rejected"> {
  const { provider, message, attempt, settle, what, ids } = args;
  let sent: { id: string };
  try {
    const found = args.madeBeforeRestore ? await smsAlreadySent(provider, message, args.madeBeforeRestore, ids) : null;
    if (found !== null) {
      await settle("sent", undefined, found);
      countSmsSend(provider.name, "already_sent");
      logger.info({ ...ids, provider: provider.name }, `${what} already sent before the restore: recorded as sent, not sent again`);
      return "sent";
    }
    sent = await provider.send(message);
  } catch (error) {
    if (error instanceof SmsRejected) {
      await settle("failed", error.reason);
      countSmsSend(provider.name, "rejected");
      logger.warn({ ...ids, provider: provider.name, reason: error.reason }, `the SMS provider refused ${what}`);
      return "rejected";
    }
    await settle(attempt.isLast ? "failed" : "queued", attempt.isLast ? args.gaveUp : undefined);
    const reason = (error as Error).message;
    countSmsSend(provider.name, "error");
    logger.warn({ ...ids, provider: provider.name, err: reason, last: attempt.isLast }, `sending ${what} failed`);
    throw new Error(`SMS send failed: ${reason}`);
  }
  await settle("sent", undefined, sent.id);
  countSmsSend(provider.name, "sent");
  return "sent";
}
