import { unseal } from "../../crypto/sealed-box.js";
import { prisma } from "../../db/client.js";
import { query } from "../../db/sql.js";
import { EmailRejected, type EmailSender } from "../../email/email-sender.js";
import { Prisma } from "../../generated/prisma/client.js";
import { logger } from "../../logger.js";
import { verificationEmail } from "./email-message.js";
import type { MailStatus } from "./mail-status.js";

export type DeliveryResult = "sent" | "rejected" | "skipped";

const QUEUED: MailStatus = "queued";
const CANCELED: MailStatus = "canceled";

interface ClaimedSend {
  id: string;
  code_sealed: string;
  email_sealed: string;
  business_name: string;
}

/** Counts an attempt ("recorded before") of a send still due, and reads what it needs, in one statement. */
async function claimAttempt(emailCodeId: string): Promise<ClaimedSend | null> {
  const [row] = await query<ClaimedSend>(Prisma.sql`
    UPDATE email_codes e SET mail_attempts = e.mail_attempts + 1
      FROM merchants m
     WHERE e.id = ${emailCodeId} AND e.mail_status = ${QUEUED} AND m.id = e.merchant_id
       AND e.code_sealed IS NOT NULL AND e.email_sealed IS NOT NULL
       AND e.superseded_at IS NULL AND e.verified_at IS NULL AND e.expires_at > now()
    RETURNING e.id, e.code_sealed, e.email_sealed, m.business_name`);
  return row ?? null;
}

/** queued -> a final status; every final status clears the sealed code and address, so nothing readable stays at rest. */
async function settle(id: string, status: Exclude<MailStatus, "queued" | "not_sent">, data: { error?: string; providerMessageId?: string } = {}): Promise<void> {
  await query(Prisma.sql`
    UPDATE email_codes SET mail_status = ${status}, code_sealed = NULL, email_sealed = NULL,
           mail_error = ${data.error ?? null}, provider_message_id = ${data.providerMessageId ?? null},
           sent_at = CASE WHEN ${status} = 'sent' THEN now() ELSE sent_at END
     WHERE id = ${id} AND mail_status = ${QUEUED}`);
}

/** A queued send made pointless (a newer code, a verified flow, an expired code) before it went out. */
async function cancelIfPointless(id: string): Promise<void> {
  await query(Prisma.sql`
    UPDATE email_codes SET mail_status = ${CANCELED}, code_sealed = NULL, email_sealed = NULL
     WHERE id = ${id} AND mail_status = ${QUEUED}
       AND (superseded_at IS NOT NULL OR verified_at IS NOT NULL OR expires_at <= now())`);
}

/**
 * The email-send job's work: claims the attempt (counted before the call), unseals the code and
 * address, and hands the message to the sender; the outcome is recorded after it. A refusal
 * fails the send for good (visible on GET /session); other errors are thrown for BullMQ to retry
 * with backoff, and on the last attempt the send is marked failed. Neither the code nor the
 * address is ever logged.
 */
export async function deliverEmailCode(emailCodeId: string, sender: EmailSender, attempt: { isLast: boolean }): Promise<DeliveryResult> {
  const claimed = await claimAttempt(emailCodeId);
  if (!claimed) {
    await cancelIfPointless(emailCodeId);
    return "skipped";
  }
  const message = verificationEmail(unseal("email-codes", claimed.email_sealed), unseal("email-codes", claimed.code_sealed), claimed.business_name);
  try {
    const sent = await sender.send(message);
    await settle(claimed.id, "sent", { providerMessageId: sent.id });
    logger.debug({ emailCodeId: claimed.id, sender: sender.name }, "verification email sent");
    return "sent";
  } catch (error) {
    if (error instanceof EmailRejected) {
      await settle(claimed.id, "failed", { error: error.reason });
      logger.warn({ emailCodeId: claimed.id, sender: sender.name, reason: error.reason }, "the mail server refused a verification email");
      return "rejected";
    }
    if (attempt.isLast) await settle(claimed.id, "failed", { error: "The email could not be sent. Ask for a new code." });
    // The error's text can quote the SMTP conversation (and so the address): log its code only.
    const code = (error as { code?: string; responseCode?: number }).responseCode ?? (error as { code?: string }).code ?? "unknown";
    logger.warn({ emailCodeId: claimed.id, sender: sender.name, code, last: attempt.isLast }, "verification email send failed");
    throw new Error(`email send failed (${code})`);
  }
}

/** Live codes still queued a while after their send: the sweeper makes sure each has a job. */
export async function findQueuedEmailCodes(olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.emailCode.findMany({
    where: { mailStatus: QUEUED, createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: batch,
  });
  return rows.map((row) => row.id);
}
