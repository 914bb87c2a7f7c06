import { logger } from "../../platform/logger.js";

/** What a claimed send's row becomes. */
export type ClaimedSettlement = "sent" | "failed" | "queued";

/** An outcome of one send, as a channel counts it. */
export type SendOutcome = "sent" | "rejected" | "error" | "already_sent";

/**
 * What the outbox's one send rule needs of a channel: its provider's calls and what its errors
 * mean. The rule is the same for every channel (sendClaimed, below).
 */
export interface OutboxChannel<Provider extends { name: string }, Message> {
  /** How long a claimed attempt may be with the provider: the row's `sending_until`. */
  leaseMs: number;
  /** Who refuses a message, in log lines: "the mail server". */
  refuser: string;
  /** Why a queued message is canceled instead of sent right now (a platform switch), or null. */
  pausedReason?(): string | null;
  /**
   * For a message made before a restore fence (it may have gone out after the backup point): the
   * provider's id of the same message already sent since `madeAt`, or null to send it.
   */
  alreadySent?(provider: Provider, message: Message, madeAt: Date, ids: Record<string, string>): Promise<string | null>;
  send(provider: Provider, message: Message): Promise<{ id: string }>;
  /** The provider's reason when it refused the message for good; null for a failure worth a retry. */
  refusal(error: unknown): string | null;
  /** A failure worth a retry, in words safe to log: an error code, never an address or the text. */
  failure(error: unknown): string;
  count?(provider: Provider, outcome: SendOutcome): void;
}

/**
 * Sends a message whose row the caller has claimed (queued -> sending, recorded before this call)
 * and settles the row by the outbox's one rule: sent; refused by the provider -> failed for good
 * ("rejected"); unreachable -> queued again for the job's retry (the error is thrown to BullMQ),
 * failed on the last attempt with `gaveUp`. A message made before a restore fence is first looked
 * up with the provider, where the channel can: one it already holds is recorded as sent, not sent
 * twice. Logs `ids` and codes only.
 */
export async function sendClaimed<Provider extends { name: string }, Message>(
  channel: OutboxChannel<Provider, Message>,
  args: {
    provider: Provider;
    message: Message;
    attempt: { isLast: boolean };
    settle: (status: ClaimedSettlement, error?: string, providerMessageId?: string) => Promise<void>;
    gaveUp: string;
    /** What the message is, in log lines: "a password reset email". */
    what: string;
    ids: Record<string, string>;
    /** When the message was made, if before a restore fence. */
    madeBeforeRestore: Date | null;
  },
): Promise<"sent" | "rejected"> {
  const { provider, message, attempt, settle, what, ids } = args;
  let sent: { id: string };
  try {
    const found = args.madeBeforeRestore && channel.alreadySent ? await channel.alreadySent(provider, message, args.madeBeforeRestore, ids) : null;
    if (found !== null) {
      await settle("sent", undefined, found);
      channel.count?.(provider, "already_sent");
      logger.info({ ...ids, provider: provider.name }, `${what} already sent before the restore: recorded as sent, not sent again`);
      return "sent";
    }
    sent = await channel.send(provider, message);
  } catch (error) {
    const refused = channel.refusal(error);
    if (refused !== null) {
      await settle("failed", refused);
      channel.count?.(provider, "rejected");
      logger.warn({ ...ids, provider: provider.name, reason: refused }, `${channel.refuser} refused ${what}`);
      return "rejected";
    }
    await settle(attempt.isLast ? "failed" : "queued", attempt.isLast ? args.gaveUp : undefined);
    const failure = channel.failure(error);
    channel.count?.(provider, "error");
    logger.warn({ ...ids, provider: provider.name, failure, last: attempt.isLast }, `sending ${what} failed`);
    throw new Error(`sending ${what} failed (${failure})`);
  }
  await settle("sent", undefined, sent.id);
  channel.count?.(provider, "sent");
  return "sent";
}
