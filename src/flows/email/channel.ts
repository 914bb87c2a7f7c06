import { Prisma } from "../../platform/generated/prisma/client.js";
import type { CodeChannel } from "../codes/channel.js";
import { emailCodeMessage, emailCodes } from "./email-code-message.js";
import { MailLifecycle } from "./mail-status.js";

/** Codes by email: email_codes, sent by the outbox (src/messaging/outbox/) through the email sender (src/messaging/email/). */
export const emailChannel: CodeChannel = {
  flow: "email",
  noun: "email address",
  idKind: "emailCode",
  table: emailCodes.table,
  maskedColumn: Prisma.raw("email_masked"),
  sealedColumn: emailCodes.sealedColumn,
  messageKind: emailCodeMessage,
  legacyMessage: { lifecycle: MailLifecycle, errorColumn: Prisma.raw("mail_error") },
  flowHashColumn: Prisma.raw("email_hash"),
  flowMaskedColumn: Prisma.raw("email_masked"),
  flowHashField: "emailHash",
  sealPurpose: emailCodes.sealPurpose,
};
