import type { Prisma } from "../../platform/generated/prisma/client.js";
import type { SealPurpose } from "../../platform/crypto/sealed-box.js";
import type { IdKind } from "../../platform/ids.js";
import type { FlowName } from "../registry.js";
import type { MessageKind } from "../../messaging/outbox/message-kind.js";
import type { CodeMessageColumns } from "./code-message.js";

/**
 * A way to deliver a one-time code (a text message, an email): what the shared code rules
 * (src/flows/codes/) need to know to store, send and check codes of one flow. Identifiers are
 * fixed here, never taken from input.
 */
export interface CodeChannel {
  /** The flow (`sdk_flows.type`). */
  flow: FlowName;
  /** What the end user gives, in words: "phone number", "email address". */
  noun: string;
  /** The id kind of a code row. */
  idKind: IdKind;
  /** The table of codes sent, and its columns that differ between channels. */
  table: Prisma.Sql;
  maskedColumn: Prisma.Sql;
  sealedColumn: Prisma.Sql;
  /** The message that carries each live code: its outbox kind (src/flows/codes/code-outbox.ts). */
  messageKind: Pick<MessageKind, "kind" | "channel">;
  /** The table's message columns of the release before the outbox. */
  legacyMessage: CodeMessageColumns;
  /** `sdk_flows` columns that keep the destination's keyed hash and masked form. */
  flowHashColumn: Prisma.Sql;
  flowMaskedColumn: Prisma.Sql;
  /** The same hash column, as the Prisma field of SdkFlow. */
  flowHashField: "phoneHash" | "emailHash";
  /** The sealed-box purpose of the code and destination sealed for the send job. */
  sealPurpose: SealPurpose;
}
