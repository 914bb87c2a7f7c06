import { countSmsSend } from "../../platform/metrics/metrics.js";
import { EmailRejected, type EmailMessage, type EmailSender } from "../email/email-sender.js";
import { SMS_SEND_LEASE_MS, SmsRejected, type SmsMessage, type SmsProvider } from "../sms/provider.js";
import { smsPausedReason } from "../sms/sending-switch.js";
import { smsAlreadySent } from "../sms/sms-already-sent.js";
import type { MessageChannel } from "./message-kind.js";
import type { OutboxChannel } from "./send-claimed.js";

/** Email: a refusal is the mail server's (a 5xx); an SMTP error's text can quote the address, so only its code is logged. */
const email: OutboxChannel<EmailSender, EmailMessage> = {
  leaseMs: 60_000,
  refuser: "the mail server",
  send: (sender, message) => sender.send(message),
  refusal: (error) => (error instanceof EmailRejected ? error.reason : null),
  failure: (error) => String((error as { responseCode?: number }).responseCode ?? (error as { code?: string }).code ?? "unknown"),
};

/**
 * Texts: canceled while the SMS switch is off, looked up in the provider's message list when made
 * before a restore fence (Twilio has no idempotency key), counted in the send metrics. A
 * provider's error message names neither the number nor the text.
 */
const sms: OutboxChannel<SmsProvider, SmsMessage> = {
  leaseMs: SMS_SEND_LEASE_MS,
  refuser: "the SMS provider",
  pausedReason: smsPausedReason,
  alreadySent: smsAlreadySent,
  send: (provider, message) => provider.send(message),
  refusal: (error) => (error instanceof SmsRejected ? error.reason : null),
  failure: (error) => (error as Error).message,
  count: (provider, outcome) => countSmsSend(provider.name, outcome),
};

/** The channels a message goes through (`outbound_messages.channel`). */
export const outboxChannels = { email, sms } satisfies Record<MessageChannel, OutboxChannel<never, never>>;
