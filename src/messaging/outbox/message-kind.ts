import type { Lifecycle } from "../../platform/db/lifecycle.js";
import type { Prisma } from "../../platform/generated/prisma/client.js";
import type { EmailMessage } from "../email/email-sender.js";
import type { SmsMessage } from "../sms/provider.js";
import type { SettledOutboxStatus } from "./outbox-status.js";

/** What a message is, by the channel it goes through (`outbound_messages.channel`). */
export interface ChannelMessages {
  email: EmailMessage;
  sms: SmsMessage;
}
export type MessageChannel = keyof ChannelMessages;

/**
 * What one kind of message registers with the outbox: everything that differs between kinds.
 * The outbox owns the rest (one row, one lifecycle, one job, one repair, one prune). A kind lives
 * in its feature folder; the composition root (src/app/message-kinds.ts) lists them, so this
 * folder imports no feature.
 */
export interface MessageKind<C extends MessageChannel = MessageChannel> {
  /** `outbound_messages.kind`. */
  kind: string;
  channel: C;
  /**
   * What to send for the claimed message `id` (the owning row's id), re-read from Postgres and
   * unsealed here; null when the message became pointless (a used or expired link, a member no
   * longer owner or admin, a code replaced or expired, an account whose live access is off): it is
   * canceled, not sent. Read after the claim, so whatever committed before the claim is seen; a
   * change that must also stop the messages already claimed waits for their `sending_until`.
   */
  compose(id: string): Promise<ChannelMessages[C] | null>;
  /**
   * What settling the message (sent, failed or canceled) writes on its owning row: a statement on
   * the ids of `moved` (a subquery yielding the message's id only if it moved), run inside the
   * settle's one statement. E.g. clear what the owning row kept sealed for the send, so nothing
   * readable stays at rest.
   */
  settled?(moved: Prisma.Sql, status: SettledOutboxStatus, error: string | null): Prisma.Sql;
  /** What the message is, in log lines: "a password reset email". */
  what: string;
  /** The log field naming the message's id: "passwordResetId". */
  logKey: string;
  /** The error recorded when the last attempt failed. */
  gaveUp: string;
  /**
   * The owning table's status column of the release before the outbox, while it may still hold
   * rows that release queued (docs/database.md, "Upgrading to the outbox"): its owner moves them
   * `queued -> outbox` as the outbox adopts them.
   */
  legacy?: {
    lifecycle: Pick<Lifecycle<Prisma.ModelName, string, "queued" | "outbox">, "sql">;
    table: Prisma.Sql;
    /**
     * For adoption (alias `l`): the row is not being sent by the previous release's worker right
     * now (that release keeps such a row `queued` under a lease). Without it, `queued` is enough
     * (that release moves a row it claims to `sending`).
     */
    idle?: Prisma.Sql;
  };
}

const kinds = new Map<string, MessageKind>();

/** Registers the kinds the outbox sends (the composition root calls it once, at import). */
export function registerMessageKinds(list: readonly MessageKind[]): void {
  for (const kind of list) {
    const known = kinds.get(kind.kind);
    if (known && known !== kind) throw new Error(`two message kinds named "${kind.kind}"`);
    kinds.set(kind.kind, kind);
  }
}

/** The registered kind named `name` (read from a row); throws for an unknown one. */
export function messageKindNamed(name: string): MessageKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`no message kind "${name}" is registered (src/app/message-kinds.ts)`);
  return kind;
}

export function registeredMessageKinds(): MessageKind[] {
  return [...kinds.values()];
}
