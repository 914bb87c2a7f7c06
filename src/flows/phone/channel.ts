import { Prisma } from "../../generated/prisma/client.js";
import { enqueue } from "../../queues/enqueue.js";
import { smsSendJob } from "../../sms/jobs/sms-send.js";
import type { CodeChannel } from "../codes/channel.js";

/** Codes by text message: phone_codes, sent by the `sms-send` job (src/sms/). */
export const phoneChannel: CodeChannel = {
  flow: "phone",
  noun: "phone number",
  idKind: "phoneCode",
  table: Prisma.raw("phone_codes"),
  maskedColumn: Prisma.raw("phone_masked"),
  sealedColumn: Prisma.raw("phone_sealed"),
  statusColumn: Prisma.raw("sms_status"),
  flowHashColumn: Prisma.raw("phone_hash"),
  flowMaskedColumn: Prisma.raw("phone_masked"),
  flowHashField: "phoneHash",
  sealPurpose: "sms-codes",
  enqueueSend: async (phoneCodeId) => void (await enqueue(smsSendJob, { phoneCodeId })),
};
