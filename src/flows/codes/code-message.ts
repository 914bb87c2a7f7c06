import { defineLifecycle, type Lifecycle } from "../../platform/db/lifecycle.js";
import type { Prisma } from "../../platform/generated/prisma/client.js";

/**
 * The message that carries one code (a text, an email): one status column per channel's code
 * table (`phone_codes.sms_status`, `email_codes.mail_status`), one lifecycle for both:
 *
 *   not_sent                       (test mode: nothing is ever sent)
 *   queued -> sent | failed        (live: the channel's send job; failed = refused, or retries used up)
 *   queued -> canceled             (made pointless before it went: a newer code, a verification, an
 *                                   expired code, the SMS switch, live access turned off)
 */
export const CODE_MESSAGE_STATUSES = ["not_sent", "queued", "sent", "failed", "canceled"] as const;
export type CodeMessageStatus = (typeof CODE_MESSAGE_STATUSES)[number];
/** The statuses a message ends in. */
export type SettledCodeMessageStatus = Exclude<CodeMessageStatus, "queued" | "not_sent">;

/** The lifecycle of one channel's message status column (its owner is the channel's status file). */
export function codeMessageLifecycle<M extends "PhoneCode" | "EmailCode", const F extends string>(spec: {
  name: string;
  model: M;
  field: F;
  table: string;
  column: string;
}) {
  return defineLifecycle({
    ...spec,
    statuses: CODE_MESSAGE_STATUSES,
    initial: ["queued", "not_sent"],
    transitions: { not_sent: [], queued: ["sent", "failed", "canceled"], sent: [], failed: [], canceled: [] },
  });
}

/** What the shared delivery (code-delivery.ts) needs of a channel's message columns. */
export interface CodeMessageColumns {
  /** The channel's message lifecycle (only its SQL and creation are used here). */
  lifecycle: Pick<Lifecycle<Prisma.ModelName, string, CodeMessageStatus>, "sql" | "created" | "column">;
  /** Attempts counted before each send, and the error recorded when a send fails. */
  attemptsColumn: Prisma.Sql;
  errorColumn: Prisma.Sql;
  /**
   * A lease held while an attempt is with the provider, so turning live access off can wait for
   * the sends already on their way (src/flows/phone/live-sms-in-flight.ts); null when the channel
   * keeps none.
   */
  lease: { column: Prisma.Sql; ms: number } | null;
  /** Sends only while the account's live access is on (the claim reads the account FOR SHARE). */
  requiresLiveAccess: boolean;
}
