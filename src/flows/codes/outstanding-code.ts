import { z } from "zod";
import { timestamp } from "../../http/common-schemas.js";
import type { FlowRow } from "../flow.js";
import { CODE_LIMITS } from "./code.js";

/** The last code row of a code flow, as far as the end user's view needs it. */
export interface LastCode {
  createdAt: Date;
  expiresAt: Date;
  verifiedAt: Date | null;
  supersededAt: Date | null;
  attempts: number;
}

/** The columns of a code row `codeTimes` reads (a Prisma `select`). */
export const lastCodeColumns = { createdAt: true, expiresAt: true, verifiedAt: true, supersededAt: true, attempts: true } as const;

/** The fields of a code flow's sdk_session entry that let a reloaded page resume at the code field. */
export const codeTimesFields = {
  code_sent_at: timestamp.nullable().meta({ description: "When the outstanding code was sent; null when no code can still be entered (none sent, expired, used up, or verified)." }),
  resend_available_at: timestamp
    .nullable()
    .meta({ description: "When a new code may be sent (30 s after the last send); null when no code is outstanding." }),
  code_attempts_left: z
    .number()
    .int()
    .nullable()
    .meta({ description: "How many guesses the outstanding code still takes; null when no code is outstanding." }),
};

/**
 * Whether the flow has a code the person can still enter (not verified, not replaced, not
 * expired, guesses left), how many guesses it still takes, and when they may ask for another: the
 * page resumes at the code field after a reload, with the resend countdown, and says the guesses
 * left after a wrong one.
 */
export function codeTimes(
  flow: FlowRow,
  lastCode: LastCode | null,
  now = new Date(),
): { code_sent_at: string | null; resend_available_at: string | null; code_attempts_left: number | null } {
  const outstanding =
    flow?.status === "pending" &&
    lastCode !== null &&
    lastCode.verifiedAt === null &&
    lastCode.supersededAt === null &&
    lastCode.expiresAt > now &&
    lastCode.attempts < CODE_LIMITS.guessesPerCode;
  if (!outstanding) return { code_sent_at: null, resend_available_at: null, code_attempts_left: null };
  const lastSend = flow.lastSendAt ?? lastCode.createdAt;
  return {
    code_sent_at: lastCode.createdAt.toISOString(),
    resend_available_at: new Date(lastSend.getTime() + CODE_LIMITS.resendIntervalMs).toISOString(),
    code_attempts_left: CODE_LIMITS.guessesPerCode - lastCode.attempts,
  };
}
