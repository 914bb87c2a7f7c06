import { unseal } from "../../platform/crypto/sealed-box.js";
import { logger } from "../../platform/logger.js";
import { countSmsSend } from "../../platform/metrics/metrics.js";
import { SmsRejected, type SmsProvider } from "../../messaging/sms/provider.js";
import { smsBodyFor } from "../../messaging/sms/sms-template.js";
import { deliverCode, findQueuedCodes, type CodeMessageSender, type DeliveryResult } from "../codes/code-delivery.js";
import { phoneChannel } from "./channel.js";
import { smsAlreadySent } from "./sms-already-sent.js";

/** The SMS provider as the shared code delivery's sender. Neither the code nor the number is ever logged. */
function smsSender(provider: SmsProvider): CodeMessageSender {
  return {
    async send(claimed) {
      const body = await smsBodyFor(claimed.id, unseal("sms-codes", claimed.code_sealed));
      return (await provider.send({ to: unseal("sms-codes", claimed.destination_sealed), body })).id;
    },
    async alreadySent(claimed) {
      const body = await smsBodyFor(claimed.id, unseal("sms-codes", claimed.code_sealed));
      return smsAlreadySent(provider, { phoneCodeId: claimed.id, to: unseal("sms-codes", claimed.destination_sealed), body, since: claimed.created_at });
    },
    found(phoneCodeId) {
      countSmsSend(provider.name, "already_sent");
      logger.info({ phoneCodeId, provider: provider.name }, "verification code already sent before the restore: recorded as sent, not sent again");
    },
    refusal: (error) => (error instanceof SmsRejected ? error.reason : null),
    sent(phoneCodeId) {
      countSmsSend(provider.name, "sent");
      logger.debug({ phoneCodeId, provider: provider.name }, "verification code sent");
    },
    refused(phoneCodeId, reason) {
      countSmsSend(provider.name, "rejected");
      logger.warn({ phoneCodeId, provider: provider.name, reason }, "SMS provider refused a verification code");
    },
    failed(phoneCodeId, error, last) {
      const message = (error as Error).message;
      countSmsSend(provider.name, "error");
      logger.warn({ phoneCodeId, provider: provider.name, err: message, last }, "SMS send failed");
      return new Error(`SMS send failed: ${message}`);
    },
    gaveUp: "The text message could not be sent. Ask for a new code.",
  };
}

/**
 * The sms-send job's work (src/flows/codes/code-delivery.ts): claims the attempt and its lease,
 * hands the text to the provider, records the answer. A refusal fails the send for good; other
 * errors are thrown for BullMQ to retry, and the last one marks the send failed.
 */
export function deliverPhoneCode(phoneCodeId: string, provider: SmsProvider, attempt: { isLast: boolean }): Promise<DeliveryResult> {
  return deliverCode(phoneChannel, phoneCodeId, smsSender(provider), attempt);
}

/** Live codes still queued a while after their send: the sweeper makes sure each has a job. */
export function findQueuedPhoneCodes(olderThanMs?: number, batch?: number): Promise<string[]> {
  return findQueuedCodes(phoneChannel, olderThanMs, batch);
}
