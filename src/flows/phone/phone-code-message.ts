import { Prisma } from "../../platform/generated/prisma/client.js";
import { smsText, effectiveSmsName } from "../../messaging/sms/sms-template.js";
import { codeMessageKind } from "../codes/code-outbox.js";
import { SmsLifecycle } from "./sms-status.js";

/** Where a phone code is kept until its text goes out. */
export const phoneCodes = { table: Prisma.raw("phone_codes"), sealedColumn: Prisma.raw("phone_sealed"), sealPurpose: "sms-codes" } as const;

/**
 * A phone code's text message, an outbox kind: sent only while the account's live access is on,
 * with the SMS name the account has when it goes out. Neither the code nor the number is logged.
 */
export const phoneCodeMessage = codeMessageKind({
  kind: "phone_code",
  channel: "sms",
  codes: phoneCodes,
  requiresLiveAccess: true,
  render: (code) => ({ to: code.destination, body: smsText(code.code, effectiveSmsName({ smsName: code.smsName }, code.businessName), code.locale) }),
  what: "a verification code text",
  logKey: "phoneCodeId",
  gaveUp: "The text message could not be sent. Ask for a new code.",
  // The release before the outbox leased a row while its text was with the provider.
  legacy: { lifecycle: SmsLifecycle, idle: Prisma.sql`(l.sms_sending_until IS NULL OR l.sms_sending_until <= now())` },
});
