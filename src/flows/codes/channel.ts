import type { Prisma } from "../../platform/generated/prisma/client.js";
import type { SealPurpose } from "../../platform/crypto/sealed-box.js";
import type { IdKind } from "../../platform/ids.js";
import type { FlowName } from "../registry.js";
import type { MessageLocale } from "../../messaging/message-locale.js";
import type { ChannelMessages, MessageChannel } from "../../messaging/outbox/message-kind.js";
import type { CodeMessageColumns } from "./code-message.js";

/** What a code's message is made of when it goes out, unsealed. */
export interface CodeToSend {
  code: string;
  destination: string;
  businessName: string;
  /** The account's SMS name as stored (null: none set); the text decides what it may show. */
  smsName: string | null;
  /** The language of the page that asked for the code. */
  locale: MessageLocale;
}

/**
 * A way to deliver a one-time code (a text message, an email): what the shared code rules
 * (src/flows/codes/) need to know to store, send and check codes of one flow. Identifiers are
 * fixed here, never taken from input.
 */
export interface CodeChannel<C extends MessageChannel = MessageChannel> {
  /** The flow (`sdk_flows.type`). */
  flow: FlowName;
  /** What the end user gives, in words: "phone number", "email address". */
  noun: string;
  /** The id kind of a code row. */
  idKind: IdKind;
  /** The table of codes sent, and its columns that differ between channels. */
  table: Prisma.Sql;
  maskedColumn: Prisma.Sql;
  /** The destination, sealed (with the code) until the message settles. */
  sealedColumn: Prisma.Sql;
  /** The sealed-box purpose of the code and destination sealed for the send. */
  sealPurpose: SealPurpose;
  /**
   * The message that carries each live code, an outbox kind made by `codeMessageKind`
   * (src/flows/codes/code-outbox.ts): its names, when it may go out, and what it says.
   */
  message: {
    kind: string;
    channel: C;
    /** Sent only while the account's live access is on (otherwise canceled when it goes out). */
    requiresLiveAccess: boolean;
    render(code: CodeToSend): ChannelMessages[C];
    /** In log lines: "a verification code text". */
    what: string;
    /** The log field naming the code's id: "phoneCodeId". */
    logKey: string;
    /** The error recorded when the last attempt failed, as the page shows it. */
    gaveUp: string;
    /** For the upgrade's adoption (alias `l`): the previous release is not sending the row right now. */
    legacyIdle?: Prisma.Sql;
  };
  /** The table's message columns of the release before the outbox. */
  legacyMessage: CodeMessageColumns;
  /** `sdk_flows` columns that keep the destination's keyed hash and masked form. */
  flowHashColumn: Prisma.Sql;
  flowMaskedColumn: Prisma.Sql;
  /** The same hash column, as the Prisma field of SdkFlow. */
  flowHashField: "phoneHash" | "emailHash";
}

/** A channel's code table, as its message reads and clears it. */
export type CodeTable = Pick<CodeChannel, "table" | "sealedColumn" | "sealPurpose">;
