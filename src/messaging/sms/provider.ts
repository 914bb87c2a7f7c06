/** One outgoing text message. */
export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

/** How long a provider may take to answer one send before it counts as failed (and is retried). */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * How long a claimed text may be with the provider before its lease lapses: the provider's
 * timeout and a margin. A lapsed lease is an attempt whose worker died (it is never claimed
 * again); turning live access off waits at most this long for the texts already claimed.
 */
export const SMS_SEND_LEASE_MS = SMS_PROVIDER_TIMEOUT_MS + 5_000;

/** A message the provider already holds, as its message list gives it. */
export interface SentSms {
  /** The provider's message id. */
  id: string;
  body: string;
}

/** What every SMS provider does: send one message, or say why not; and tell what it already sent. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves with the provider's message id. Throws SmsRejected for a refusal retrying cannot fix. */
  send(message: SmsMessage): Promise<{ id: string }>;
  /**
   * The messages this provider accepted for `to` from our sender since `since` (at least those;
   * newest first), or "unknown" when it keeps no list it can answer (or the list was too long to
   * read in full). Throws on an error worth a retry. Used only after a restore from a backup
   * (src/messaging/sms/sms-already-sent.ts), never on the normal path.
   */
  sentTo(query: { to: string; since: Date }): Promise<SentSms[] | "unknown">;
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
