import { defineLifecycle, type Lifecycle } from "../../platform/db/lifecycle.js";
import type { Prisma } from "../../platform/generated/prisma/client.js";

/**
 * The legacy message status of one channel's code table (`phone_codes.sms_status`,
 * `email_codes.mail_status`), one lifecycle for both. The outbox (src/messaging/outbox/) sends
 * codes and owns their message since 20261202000000: a live code is written `outbox` (its
 * message is the `outbound_messages` row with the code's id), a test-mode one `not_sent`
 * (nothing is ever sent). The other statuses stay for the rows of the release before, and its
 * one move is the upgrade's adoption of a row that release queued: `queued -> outbox`
 * (src/messaging/outbox/adopt-legacy.ts). The column goes in a later release (contract), once
 * no release writes `queued`.
 */
export const CODE_MESSAGE_STATUSES = ["not_sent", "queued", "sent", "failed", "canceled", "outbox"] as const;
export type CodeMessageStatus = (typeof CODE_MESSAGE_STATUSES)[number];

/** The lifecycle of one channel's legacy message status column (its owner is the channel's status file). */
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
    initial: ["outbox", "not_sent"],
    transitions: { not_sent: [], queued: ["outbox"], sent: [], failed: [], canceled: [], outbox: [] },
  });
}

/** What the code rules need of a channel's legacy message columns. */
export interface CodeMessageColumns {
  /** The channel's legacy status column (only its SQL, creation and column are used here). */
  lifecycle: Pick<Lifecycle<Prisma.ModelName, string, CodeMessageStatus>, "sql" | "created" | "column">;
  /** The error the release before the outbox recorded on a failed send (still shown for its rows). */
  errorColumn: Prisma.Sql;
}
