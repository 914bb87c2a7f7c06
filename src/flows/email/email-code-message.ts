import { Prisma } from "../../platform/generated/prisma/client.js";
import { codeMessageKind } from "../codes/code-outbox.js";
import { verificationEmail } from "./email-message.js";
import { MailLifecycle } from "./mail-status.js";

/** Where an email code is kept until its email goes out. */
export const emailCodes = { table: Prisma.raw("email_codes"), sealedColumn: Prisma.raw("email_sealed"), sealPurpose: "email-codes" } as const;

/** An email code's message, an outbox kind. Neither the code nor the address is logged. */
export const emailCodeMessage = codeMessageKind({
  kind: "email_code",
  channel: "email",
  codes: emailCodes,
  requiresLiveAccess: false,
  render: (code) => verificationEmail(code.destination, code.code, code.businessName, code.locale),
  what: "a verification code email",
  logKey: "emailCodeId",
  gaveUp: "The email could not be sent. Ask for a new code.",
  legacy: { lifecycle: MailLifecycle },
});
