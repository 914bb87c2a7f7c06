import { logger } from "../../platform/logger.js";
import { EmailRejected, type EmailMessage, type EmailSender } from "./email-sender.js";

/** What a claimed send's row becomes. */
export type ClaimedSettlement = "sent" | "failed" | "queued";

/**
 * Sends an email whose row the caller has claimed (queued -> sending, recorded before this call)
 * and settles the row by the one rule of the queued emails: sent; refused by the mail server ->
 * failed for good ("rejected"); unreachable -> queued again for the job's retry (the error is
 * thrown to BullMQ), failed on the last attempt. Logs `ids` and codes only: an SMTP error's text
 * can quote the address.
 */
export async function sendClaimedEmail(args: {
  sender: EmailSender;
  message: EmailMessage;
  attempt: { isLast: boolean };
  settle: (status: ClaimedSettlement, error?: string, providerMessageId?: string) => Promise<void>;
  /** The error recorded when the last attempt failed (default "The email could not be sent."). */
  gaveUp?: string;
  /** What the email is, in log lines: "a password reset email". */
  what: string;
  ids: Record<string, string>;
}): Promise<"sent" | "rejected"> {
  const { sender, attempt, settle, what, ids } = args;
  let sent: { id: string };
  try {
    sent = await sender.send(args.message);
  } catch (error) {
    if (error instanceof EmailRejected) {
      await settle("failed", error.reason);
      logger.warn({ ...ids, sender: sender.name, reason: error.reason }, `the mail server refused ${what}`);
      return "rejected";
    }
    await settle(attempt.isLast ? "failed" : "queued", attempt.isLast ? (args.gaveUp ?? "The email could not be sent.") : undefined);
    const code = (error as { responseCode?: number }).responseCode ?? (error as { code?: string }).code ?? "unknown";
    logger.warn({ ...ids, sender: sender.name, code, last: attempt.isLast }, `sending ${what} failed`);
    throw new Error(`sending ${what} failed (${code})`);
  }
  await settle("sent", undefined, sent.id);
  return "sent";
}
