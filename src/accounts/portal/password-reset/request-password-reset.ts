import { config } from "../../../platform/config.js";
import { mailboxBudgetKey } from "../../../messaging/email/mailbox-key.js";
import { seal } from "../../../platform/crypto/sealed-box.js";
import { prisma } from "../../../platform/db/client.js";
import { TooManyAttempts } from "../../../platform/errors/domain-errors.js";
import { newId } from "../../../platform/ids.js";
import { spendBudget } from "../../../platform/limits/fixed-window.js";
import { addressBudgetKey } from "../../../http/client-address.js";
import { enqueueBestEffort } from "../../../platform/queues/enqueue-best-effort.js";
import { queueMessages } from "../../../messaging/outbox/queue-message.js";
import { resetMessageKind } from "./reset-message.js";
import { newResetToken, RESET_TTL_MS, resetTokenHash } from "./reset-token.js";


/** The per-email limit's Redis key suffix (tests fill it). Counted whether or not the account exists. */
export const resetEmailLimitKey = (email: string) => `password-reset:email:${mailboxBudgetKey(email)}`;
export const resetAddressLimitKey = (clientIp: string) => `password-reset:ip:${addressBudgetKey(clientIp)}`;

/** What every request answers, whether or not an account has this email. */
export const RESET_REQUESTED = {
  object: "password_reset_request" as const,
  message: "If an account uses this email, a link to choose a new password is on its way. It works once, for 30 minutes.",
};

/**
 * Asks for a reset link. Counted per email and per client address first (the same whether the
 * account exists or not, so the limits reveal nothing). For an existing user a reset row is
 * written (token hashed, and sealed until mailed) with its outbox message, whose job is enqueued after the commit;
 * for an unknown email nothing is written or sent. The answer is the same either way.
 */
export async function requestPasswordReset(emailInput: string, clientIp: string): Promise<typeof RESET_REQUESTED> {
  const email = emailInput.trim().toLowerCase();
  await spendBudget(
    [
      { key: resetEmailLimitKey(email), limit: config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR, windowSeconds: 3_600 },
      { key: resetAddressLimitKey(clientIp), limit: config.PASSWORD_RESET_MAX_PER_IP_PER_HOUR, windowSeconds: 3_600 },
    ],
    (retryAfter) => new TooManyAttempts("Too many password reset requests. Try again later.", retryAfter),
  );
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return RESET_REQUESTED;
  const token = newResetToken();
  const id = newId("passwordReset");
  const jobs = await prisma.$transaction(async (tx) => {
    await tx.passwordReset.create({
      data: { id, userId: user.id, tokenHash: resetTokenHash(token), tokenSealed: seal("password-reset-tokens", token), expiresAt: new Date(Date.now() + RESET_TTL_MS) },
    });
    return queueMessages(tx, resetMessageKind, [id]);
  });
  await enqueueBestEffort(jobs);
  return RESET_REQUESTED;
}
