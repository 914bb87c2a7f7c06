import { unseal } from "../../../platform/crypto/sealed-box.js";
import { prisma } from "../../../platform/db/client.js";
import type { EmailSender } from "../../../messaging/email/email-sender.js";
import { sendClaimedEmail } from "../../../messaging/email/send-claimed-email.js";
import { Prisma } from "../../../platform/generated/prisma/client.js";
import { passwordResetEmail } from "./reset-email.js";
import { ResetMailLifecycle, type ResetMailStatus } from "./reset-mail-status.js";

export type ResetDeliveryResult = "sent" | "rejected" | "skipped";

/** queued -> sending for a link still usable, counting the attempt, and reads what the mail needs: one statement. */
async function claim(id: string): Promise<{ token_sealed: string; email: string } | null> {
  const sending = ResetMailLifecycle.sql.move("queued", "sending", "r");
  const [row] = await prisma.$queryRaw<{ token_sealed: string; email: string }[]>(Prisma.sql`
    UPDATE password_resets r SET ${sending.set}, mail_attempts = r.mail_attempts + 1
      FROM users u
     WHERE r.id = ${id} AND ${sending.guard} AND u.id = r.user_id
       AND r.token_sealed IS NOT NULL AND r.used_at IS NULL AND r.expires_at > now()
    RETURNING r.token_sealed, u.email`);
  return row ?? null;
}

/** sending -> sent | failed (the sealed token cleared), or back to queued for a retry. */
async function settle(id: string, status: Exclude<ResetMailStatus, "sending" | "canceled">, error?: string): Promise<void> {
  const final = status !== "queued";
  await ResetMailLifecycle.transition(prisma, {
    id,
    from: "sending",
    to: status,
    data: {
      ...(final ? { tokenSealed: null } : {}),
      ...(status === "sent" ? { sentAt: new Date() } : {}),
      ...(error ? { mailError: error } : {}),
    },
  });
}

/** A queued mail whose link was used or expired before it went out. */
async function cancelIfPointless(id: string): Promise<void> {
  await ResetMailLifecycle.transitionMany(prisma, {
    where: { id, OR: [{ usedAt: { not: null } }, { expiresAt: { lte: new Date() } }] },
    from: "queued",
    to: "canceled",
    data: { tokenSealed: null },
  });
}

/**
 * The password-reset-email job's work: claims the send (recorded before the call, and never
 * claimed twice), mails the link, records the outcome. A refusal fails it for good; an
 * unreachable server puts it back to queued for BullMQ's retry, failed on the last attempt.
 * Neither the token nor the address is logged.
 */
export async function deliverResetEmail(id: string, sender: EmailSender, attempt: { isLast: boolean }): Promise<ResetDeliveryResult> {
  const claimed = await claim(id);
  if (!claimed) {
    await cancelIfPointless(id);
    return "skipped";
  }
  return sendClaimedEmail({
    sender,
    message: passwordResetEmail(claimed.email, unseal("password-reset-tokens", claimed.token_sealed)),
    attempt,
    settle: (status, error) => settle(id, status, error),
    what: "a password reset email",
    ids: { passwordResetId: id },
  });
}

/** Resets still queued a while after they were asked for: the sweeper makes sure each has a job. */
export async function findQueuedResets(olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.passwordReset.findMany({
    where: { ...ResetMailLifecycle.is("queued"), createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: batch,
  });
  return rows.map((row) => row.id);
}
