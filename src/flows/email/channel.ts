import { Prisma } from "../../platform/generated/prisma/client.js";
import { enqueue } from "../../platform/queues/enqueue.js";
import { emailSendJob } from "./jobs/email-send.js";
import type { CodeChannel } from "../codes/channel.js";
import { MailLifecycle } from "./mail-status.js";

/** Codes by email: email_codes, sent by the `email-send` job through the email sender (src/messaging/email/). */
export const emailChannel: CodeChannel = {
  flow: "email",
  noun: "email address",
  idKind: "emailCode",
  table: Prisma.raw("email_codes"),
  maskedColumn: Prisma.raw("email_masked"),
  sealedColumn: Prisma.raw("email_sealed"),
  message: {
    lifecycle: MailLifecycle,
    attemptsColumn: Prisma.raw("mail_attempts"),
    errorColumn: Prisma.raw("mail_error"),
    lease: null,
    requiresLiveAccess: false,
  },
  flowHashColumn: Prisma.raw("email_hash"),
  flowMaskedColumn: Prisma.raw("email_masked"),
  flowHashField: "emailHash",
  sealPurpose: "email-codes",
  enqueueSend: async (emailCodeId) => void (await enqueue(emailSendJob, { emailCodeId })),
};
