import { z } from "zod";
import { seal } from "../../crypto/sealed-box.js";
import { InvalidState, TooManyAttempts } from "../../errors/domain-errors.js";
import { prisma } from "../../db/client.js";
import { enqueue } from "../../queues/enqueue.js";
import { newId } from "../../ids.js";
import { recordPhoneCodeSend } from "../codes/code-store.js";
import { codeHmac, newCode, PHONE_LIMITS } from "../codes/code.js";
import { parsePhoneNumber, phoneHash } from "./phone-number.js";
import type { SdkSubject } from "../../sdk/subject.js";
import { assertFlowRequested, assertWritable } from "../../sdk/writable.js";

export const sendCodeBody = z.strictObject({ phone_number: z.string().max(32) });

function tooSoon(retryAfterMs: number): TooManyAttempts {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new TooManyAttempts(`A code was sent moments ago. You can ask for another in ${seconds} s.`, seconds);
}

/**
 * Sends a one-time code to the end user's phone: at most one send per 30 s and 5 per object
 * (claimed by one guarded statement on the flow row, so concurrent sends cannot both pass); the
 * previous code stops working. Live mode: the code is stored as an HMAC for checking and sealed
 * (with the number) for the `sms-send` job, enqueued after commit; test mode: the code is
 * 000000 and nothing is sent.
 */
export async function sendPhoneCode(subject: SdkSubject, body: z.output<typeof sendCodeBody>) {
  assertWritable(subject);
  assertFlowRequested(subject, "phone");
  const phone = parsePhoneNumber(body.phone_number);

  const now = new Date();
  const id = newId("phoneCode");
  const code = newCode(subject.mode);
  const live = subject.mode === "live";
  const expiresAt = new Date(now.getTime() + PHONE_LIMITS.codeLifetimeMs);
  const sent = await recordPhoneCodeSend(subject, {
    id,
    phoneHash: phoneHash(phone.e164),
    phoneMasked: phone.masked,
    phoneSealed: live ? seal("sms-codes", phone.e164) : null,
    codeHmac: codeHmac(id, code),
    codeSealed: live ? seal("sms-codes", code) : null,
    signals: { phone_country: phone.country, phone_line_type: phone.lineType },
    smsStatus: live ? "queued" : "not_sent",
    expiresAt,
    now,
  });
  if (!sent) {
    const flow = await prisma.sdkFlow.findUniqueOrThrow({ where: { objectId_type: { objectId: subject.id, type: "phone" } } });
    if (flow.status === "verified") throw new InvalidState("The phone number of this verification is already verified.");
    if (flow.sendCount >= PHONE_LIMITS.sendsPerObject)
      throw new TooManyAttempts(`No more codes can be sent for this verification (at most ${PHONE_LIMITS.sendsPerObject}).`, null);
    throw tooSoon(flow.lastSendAt!.getTime() + PHONE_LIMITS.resendIntervalMs - now.getTime());
  }
  // After the commit (the statement above is its own transaction); the sweeper re-enqueues a
  // queued code whose job this process did not get to add.
  if (live) await enqueue("sms-send", { phoneCodeId: id });
  return {
    phone_number_masked: phone.masked,
    expires_at: expiresAt.toISOString(),
    resend_available_at: new Date(now.getTime() + PHONE_LIMITS.resendIntervalMs).toISOString(),
  };
}
