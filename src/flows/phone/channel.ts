import { Prisma } from "../../platform/generated/prisma/client.js";
import type { CodeChannel } from "../codes/channel.js";
import { phoneCodeMessage, phoneCodes } from "./phone-code-message.js";
import { SmsLifecycle } from "./sms-status.js";

/** Codes by text message: phone_codes, sent by the outbox (src/messaging/outbox/) through the SMS provider (src/messaging/sms/). */
export const phoneChannel: CodeChannel = {
  flow: "phone",
  noun: "phone number",
  idKind: "phoneCode",
  table: phoneCodes.table,
  maskedColumn: Prisma.raw("phone_masked"),
  sealedColumn: phoneCodes.sealedColumn,
  messageKind: phoneCodeMessage,
  legacyMessage: { lifecycle: SmsLifecycle, errorColumn: Prisma.raw("sms_error") },
  flowHashColumn: Prisma.raw("phone_hash"),
  flowMaskedColumn: Prisma.raw("phone_masked"),
  flowHashField: "phoneHash",
  sealPurpose: phoneCodes.sealPurpose,
};
