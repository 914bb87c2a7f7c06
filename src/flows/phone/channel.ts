import { Prisma } from "../../platform/generated/prisma/client.js";
import { enqueue } from "../../platform/queues/enqueue.js";
import { SMS_PROVIDER_TIMEOUT_MS } from "../../messaging/sms/provider.js";
import type { CodeChannel } from "../codes/channel.js";
import { smsSendJob } from "./jobs/sms-send.js";
import { SmsLifecycle } from "./sms-status.js";

/**
 * How long an attempt may be with the provider before its lease lapses: the provider's timeout
 * and a margin. A lapsed lease is an attempt whose worker died; the next attempt may claim it.
 */
export const SMS_SEND_LEASE_MS = SMS_PROVIDER_TIMEOUT_MS + 5_000;

/** Codes by text message: phone_codes, sent by the `sms-send` job through the SMS provider (src/messaging/sms/). */
export const phoneChannel: CodeChannel = {
  flow: "phone",
  noun: "phone number",
  idKind: "phoneCode",
  table: Prisma.raw("phone_codes"),
  maskedColumn: Prisma.raw("phone_masked"),
  sealedColumn: Prisma.raw("phone_sealed"),
  message: {
    lifecycle: SmsLifecycle,
    attemptsColumn: Prisma.raw("sms_attempts"),
    errorColumn: Prisma.raw("sms_error"),
    lease: { column: Prisma.raw("sms_sending_until"), ms: SMS_SEND_LEASE_MS },
    requiresLiveAccess: true,
  },
  flowHashColumn: Prisma.raw("phone_hash"),
  flowMaskedColumn: Prisma.raw("phone_masked"),
  flowHashField: "phoneHash",
  sealPurpose: "sms-codes",
  enqueueSend: async (phoneCodeId) => void (await enqueue(smsSendJob, { phoneCodeId })),
};
