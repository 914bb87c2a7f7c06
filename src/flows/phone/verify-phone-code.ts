import { z } from "zod";
import { prisma } from "../../db/client.js";
import type { Signals } from "../../decision-rules/evaluate.js";
import { FlowRefused, InvalidState } from "../../errors/domain-errors.js";
import { inTransaction } from "../../events/unit-of-work.js";
import { completeIfReady } from "../../sdk/complete-object.js";
import { markFlowVerified } from "../../sdk/flow-store.js";
import { codeMatches, PHONE_LIMITS } from "../codes/code.js";
import type { SdkSubject } from "../../sdk/subject.js";
import { assertFlowRequested, assertWritable } from "../../sdk/writable.js";

export const verifyCodeBody = z.strictObject({ code: z.string().regex(/^\d{6}$/, "must be the 6 digits of the code") });

const expired = () => new FlowRefused("code_expired", "This code expired, was replaced by a newer one, or had too many wrong guesses. Ask for a new code.", "code");

/**
 * Checks a code against the object's current one. Each guess is counted first, by one guarded
 * update that only matches a live code with guesses left, so no number of concurrent guesses
 * gets past the fifth; the HMACs are compared in constant time.
 */
export async function verifyPhoneCode(subject: SdkSubject, body: z.output<typeof verifyCodeBody>) {
  assertWritable(subject);
  assertFlowRequested(subject, "phone");
  const now = new Date();
  const [code] = await prisma.phoneCode.updateManyAndReturn({
    where: { objectId: subject.id, verifiedAt: null, supersededAt: null, expiresAt: { gt: now }, attempts: { lt: PHONE_LIMITS.guessesPerCode } },
    data: { attempts: { increment: 1 } },
  });
  if (!code) {
    const flow = await prisma.sdkFlow.findUnique({ where: { objectId_type: { objectId: subject.id, type: "phone" } } });
    if (flow?.status === "verified") throw new InvalidState("The phone number of this verification is already verified.");
    throw expired();
  }
  if (!codeMatches(code.id, code.codeHmac, body.code)) {
    const left = PHONE_LIMITS.guessesPerCode - code.attempts;
    throw new FlowRefused("incorrect_code", left > 0 ? `That code is not right. ${left} attempt${left === 1 ? "" : "s"} left.` : "That code is not right, and it can no longer be used. Ask for a new code.", "code");
  }

  await inTransaction(async ({ tx }) => {
    const { count } = await tx.phoneCode.updateMany({ where: { id: code.id, verifiedAt: null, supersededAt: null }, data: { verifiedAt: now } });
    if (count !== 1) throw expired();
    const flow = await tx.sdkFlow.findUniqueOrThrow({ where: { objectId_type: { objectId: subject.id, type: "phone" } } });
    const verified = await markFlowVerified(tx, subject, "phone", { signals: (flow.signals ?? {}) as Signals });
    if (!verified) throw new InvalidState("The phone number of this verification is already verified.");
  });
  return completeIfReady(subject);
}
