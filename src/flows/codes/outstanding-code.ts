import { z } from "zod";
import { timestamp } from "../../http/common-schemas.js";
import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { OutboxLifecycle } from "../../messaging/outbox/outbox-status.js";
import type { FlowRow } from "../flow.js";
import type { CodeChannel } from "./channel.js";
import { CODE_LIMITS } from "./code.js";

/** The last code row of a code flow, as far as the end user's view needs it. */
export interface LastCode {
  createdAt: Date;
  expiresAt: Date;
  verifiedAt: Date | null;
  supersededAt: Date | null;
  attempts: number;
}

/** The last code with what became of its message: failed (refused, or its retries used up), and why. */
export interface LastCodeSent extends LastCode {
  messageFailed: boolean;
  messageError: string | null;
}

/**
 * The object's last code of `channel`, with its message's outcome: from the outbox, or for a code
 * of the release before it, from the code table's own columns. One statement.
 */
export async function lastCodeOf(channel: CodeChannel, objectId: string): Promise<LastCodeSent | null> {
  const { lifecycle, errorColumn } = channel.legacyMessage;
  const [row] = await query<LastCodeSent>(Prisma.sql`
    SELECT c.created_at AS "createdAt", c.expires_at AS "expiresAt", c.verified_at AS "verifiedAt", c.superseded_at AS "supersededAt", c.attempts,
           COALESCE(${OutboxLifecycle.sql.is("failed", "m")}, ${lifecycle.sql.is("failed", "c")}) AS "messageFailed",
           COALESCE(m.last_error, c.${errorColumn}) AS "messageError"
      FROM ${channel.table} c LEFT JOIN outbound_messages m ON m.id = c.id
     WHERE c.object_id = ${objectId}
     ORDER BY c.created_at DESC LIMIT 1`);
  return row ?? null;
}

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
