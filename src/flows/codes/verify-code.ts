import { z } from "zod";
import { prisma } from "../../platform/db/client.js";
import type { Signals } from "../flow.js";
import { FlowRefused, InvalidState } from "../../platform/errors/domain-errors.js";
import { inTransaction } from "../../events/webhooks/unit-of-work.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { markFlowVerified } from "../flow-store.js";
import type { SdkSubject } from "../subject.js";
import type { CodeChannel } from "./channel.js";
import { countGuess } from "./code-store.js";
import { CODE_LIMITS, codeMatches } from "./code.js";

export const verifyCodeBody = z.strictObject({ code: z.string().regex(/^\d{6}$/, "must be the 6 digits of the code") });

const expired = () => new FlowRefused("code_expired", "This code expired, was replaced by a newer one, or had too many wrong guesses. Ask for a new code.", "code");

/**
 * Checks a code against the object's current one of this channel. Each guess is counted first
 * (countGuess), so no number of concurrent guesses gets past the fifth; the HMACs are compared in
 * constant time. The caller has checked the object is writable and asks for this flow; the SDK
 * route then completes the object (src/sessions/sdk/complete-object.ts).
 */
export async function verifyCode(channel: CodeChannel, subject: SdkSubject, body: z.output<typeof verifyCodeBody>): Promise<SdkSubject> {
  const alreadyVerified = () => new InvalidState(`The ${channel.noun} of this verification is already verified.`);
  const now = new Date();
  const code = await countGuess(channel, subject.id, now);
  if (!code) {
    const flow = await prisma.sdkFlow.findUnique({ where: { objectId_type: { objectId: subject.id, type: channel.flow } } });
    if (flow?.status === "verified") throw alreadyVerified();
    throw expired();
  }
  if (!codeMatches(code.id, code.code_hmac, body.code)) {
    const left = CODE_LIMITS.guessesPerCode - code.attempts;
    throw new FlowRefused("incorrect_code", left > 0 ? `That code is not right. ${left} attempt${left === 1 ? "" : "s"} left.` : "That code is not right. 0 attempts left: ask for a new code.", "code");
  }

  await inTransaction(async ({ tx }) => {
    const count = await tx.$executeRaw(Prisma.sql`
      UPDATE ${channel.table} SET verified_at = ${now} WHERE id = ${code.id} AND verified_at IS NULL AND superseded_at IS NULL`);
    if (count !== 1) throw expired();
    const flow = await tx.sdkFlow.findUniqueOrThrow({ where: { objectId_type: { objectId: subject.id, type: channel.flow } } });
    const verified = await markFlowVerified(tx, subject, channel.flow, { signals: (flow.signals ?? {}) as Signals });
    if (!verified) throw alreadyVerified();
  });
  return subject;
}
