/** One outgoing text message. */
export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

/** How long a provider may take to answer one send before it counts as failed (and is retried). */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;

/** What every SMS provider does: send one message, or say why not. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves with the provider's message id. Throws SmsRejected for a refusal retrying cannot fix. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/**
 * The provider refused the message for good (an invalid number, a blocked destination): retrying
 * would not help. `reason` never carries the number or the text.
 */
export class SmsRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "SmsRejected";
  }
}
