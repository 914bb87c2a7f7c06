import { Prisma } from "../../platform/generated/prisma/client.js";
import type { CodeChannel } from "../codes/channel.js";
import { verificationEmail } from "./email-message.js";
import { MailLifecycle } from "./mail-status.js";

/**
 * Codes by email: email_codes, sent by the outbox (src/messaging/outbox/) through the email
 * sender (src/messaging/email/). Neither the code nor the address is logged.
 */
export const emailChannel: CodeChannel<"email"> = {
  flow: "email",
  noun: "email address",
  idKind: "emailCode",
  table: Prisma.raw("email_codes"),
  maskedColumn: Prisma.raw("email_masked"),
  sealedColumn: Prisma.raw("email_sealed"),
  sealPurpose: "email-codes",
  message: {
    kind: "email_code",
    channel: "email",
    requiresLiveAccess: false,
    render: (code) => verificationEmail(code.destination, code.code, code.businessName, code.locale),
    what: "a verification code email",
    logKey: "emailCodeId",
    gaveUp: "The email could not be sent. Ask for a new code.",
  },
  legacyMessage: { lifecycle: MailLifecycle, errorColumn: Prisma.raw("mail_error") },
  flowHashColumn: Prisma.raw("email_hash"),
  flowMaskedColumn: Prisma.raw("email_masked"),
  flowHashField: "emailHash",
};
