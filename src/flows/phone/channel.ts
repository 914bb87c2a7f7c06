import { Prisma } from "../../platform/generated/prisma/client.js";
import { effectiveSmsName, smsText } from "../../messaging/sms/sms-template.js";
import type { CodeChannel } from "../codes/channel.js";
import { SmsLifecycle } from "./sms-status.js";

/**
 * Codes by text message: phone_codes, sent by the outbox (src/messaging/outbox/) through the SMS
 * provider (src/messaging/sms/), only while the account's live access is on, with the SMS name
 * the account has when the text goes out. Neither the code nor the number is logged.
 */
export const phoneChannel: CodeChannel<"sms"> = {
  flow: "phone",
  noun: "phone number",
  idKind: "phoneCode",
  table: Prisma.raw("phone_codes"),
  maskedColumn: Prisma.raw("phone_masked"),
  sealedColumn: Prisma.raw("phone_sealed"),
  sealPurpose: "sms-codes",
  message: {
    kind: "phone_code",
    channel: "sms",
    requiresLiveAccess: true,
    render: (code) => ({ to: code.destination, body: smsText(code.code, effectiveSmsName({ smsName: code.smsName }, code.businessName), code.locale) }),
    what: "a verification code text",
    logKey: "phoneCodeId",
    gaveUp: "The text message could not be sent. Ask for a new code.",
    // The release before the outbox leased a row while its text was with the provider.
    legacyIdle: Prisma.sql`(l.sms_sending_until IS NULL OR l.sms_sending_until <= now())`,
  },
  legacyMessage: { lifecycle: SmsLifecycle, errorColumn: Prisma.raw("sms_error") },
  flowHashColumn: Prisma.raw("phone_hash"),
  flowMaskedColumn: Prisma.raw("phone_masked"),
  flowHashField: "phoneHash",
};
