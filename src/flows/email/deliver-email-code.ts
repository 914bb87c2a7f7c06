import { unseal } from "../../platform/crypto/sealed-box.js";
import { EmailRejected, type EmailSender } from "../../messaging/email/email-sender.js";
import { messageLocale } from "../../messaging/message-locale.js";
import { logger } from "../../platform/logger.js";
import { deliverCode, findQueuedCodes, type CodeMessageSender, type DeliveryResult } from "../codes/code-delivery.js";
import { emailChannel } from "./channel.js";
import { verificationEmail } from "./email-message.js";

/** The email sender as the shared code delivery's sender. Neither the code nor the address is ever logged. */
function mailSender(sender: EmailSender): CodeMessageSender {
  return {
    async send(claimed) {
      const message = verificationEmail(unseal("email-codes", claimed.destination_sealed), unseal("email-codes", claimed.code_sealed), claimed.business_name, messageLocale(claimed.locale));
      return (await sender.send(message)).id;
    },
    refusal: (error) => (error instanceof EmailRejected ? error.reason : null),
    sent(emailCodeId) {
      logger.debug({ emailCodeId, sender: sender.name }, "verification email sent");
    },
    refused(emailCodeId, reason) {
      logger.warn({ emailCodeId, sender: sender.name, reason }, "the mail server refused a verification email");
    },
    failed(emailCodeId, error, last) {
      // The error's text can quote the SMTP conversation (and so the address): log its code only.
      const code = (error as { code?: string; responseCode?: number }).responseCode ?? (error as { code?: string }).code ?? "unknown";
      logger.warn({ emailCodeId, sender: sender.name, code, last }, "verification email send failed");
      return new Error(`email send failed (${code})`);
    },
    gaveUp: "The email could not be sent. Ask for a new code.",
  };
}

/**
 * The email-send job's work (src/flows/codes/code-delivery.ts): claims the attempt, hands the
 * message to the sender, records the answer. A refusal fails the send for good; other errors are
 * thrown for BullMQ to retry, and the last one marks the send failed.
 */
export function deliverEmailCode(emailCodeId: string, sender: EmailSender, attempt: { isLast: boolean }): Promise<DeliveryResult> {
  return deliverCode(emailChannel, emailCodeId, mailSender(sender), attempt);
}

/** Live codes still queued a while after their send: the sweeper makes sure each has a job. */
export function findQueuedEmailCodes(olderThanMs?: number, batch?: number): Promise<string[]> {
  return findQueuedCodes(emailChannel, olderThanMs, batch);
}
