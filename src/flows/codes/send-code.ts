import { seal } from "../../platform/crypto/sealed-box.js";
import { z } from "zod";
import { MESSAGE_LOCALES, type MessageLocale } from "../../messaging/message-locale.js";
import type { Signals } from "../flow.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidState, TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { newId } from "../../platform/ids.js";
import { enqueue } from "../../platform/queues/enqueue.js";
import { sendMessageJobs } from "../../messaging/outbox/jobs/send-message.js";
import type { SdkSubject } from "../subject.js";
import type { CodeChannel } from "./channel.js";
import { recordCodeSend } from "./code-store.js";
import { CODE_LIMITS, codeHmac, newCode } from "./code.js";

/** Where a code goes: the destination in clear (sealed for the send job only), its keyed hash and masked form. */
export interface CodeDestination {
  value: string;
  hash: string;
  masked: string;
  /** What the flow observed about the destination, merged into the decision signals at completion. */
  signals: Signals;
}

export interface CodeSent {
  masked: string;
  expires_at: string;
  resend_available_at: string;
}

/** The `locale` of a send-code body: the language the text or email is written in (the hosted page sends its own). */
export const messageLocaleField = z
  .enum(MESSAGE_LOCALES)
  .default("en")
  .meta({ description: "The language of the text message or email: `en` (default), `es` or `fr`. The hosted page sends its own language." });

function tooSoon(retryAfterMs: number): TooManyAttempts {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new TooManyAttempts(`A code was sent moments ago. You can ask for another in ${seconds} s.`, seconds);
}

/**
 * Sends a one-time code through `channel`: at most one send per 30 s and 5 per object (claimed by
 * one guarded statement on the flow row, so concurrent sends cannot both pass); the previous code
 * stops working. Live mode: the code is stored as an HMAC for checking and sealed (with the
 * destination) for its outbox message, whose send job is enqueued after the statement commits; test mode: the
 * code is 000000 and nothing is sent. The caller has checked the object is writable and asks for
 * this flow.
 */
export async function sendCode(channel: CodeChannel, subject: SdkSubject, destination: CodeDestination, locale: MessageLocale = "en"): Promise<CodeSent> {
  const now = new Date();
  const id = newId(channel.idKind);
  const code = newCode(subject.mode);
  const live = subject.mode === "live";
  const expiresAt = new Date(now.getTime() + CODE_LIMITS.codeLifetimeMs);
  const sent = await recordCodeSend(channel, subject, {
    id,
    destinationHash: destination.hash,
    destinationMasked: destination.masked,
    destinationSealed: live ? seal(channel.sealPurpose, destination.value) : null,
    codeHmac: codeHmac(id, code),
    codeSealed: live ? seal(channel.sealPurpose, code) : null,
    signals: destination.signals,
    locale,
    live,
    expiresAt,
    now,
  });
  if (!sent) {
    const flow = await prisma.sdkFlow.findUniqueOrThrow({ where: { objectId_type: { objectId: subject.id, type: channel.flow } } });
    if (flow.status === "verified") throw new InvalidState(`The ${channel.noun} of this verification is already verified.`);
    if (flow.sendCount >= CODE_LIMITS.sendsPerObject)
      throw new TooManyAttempts(`No more codes can be sent for this verification (at most ${CODE_LIMITS.sendsPerObject}).`, null);
    throw tooSoon(flow.lastSendAt!.getTime() + CODE_LIMITS.resendIntervalMs - now.getTime());
  }
  // After the commit (the statement above is its own transaction); the outbox's repair re-enqueues
  // a queued message whose job this process did not get to add.
  if (live) await enqueue(sendMessageJobs[channel.message.channel], { messageId: id });
  return {
    masked: destination.masked,
    expires_at: expiresAt.toISOString(),
    resend_available_at: new Date(now.getTime() + CODE_LIMITS.resendIntervalMs).toISOString(),
  };
}
