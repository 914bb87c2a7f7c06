import { prisma } from "../../db/client.js";
import { InvalidToken } from "../../errors/domain-errors.js";
import { assertAcceptablePassword } from "../password-policy.js";
import { hashPassword } from "../passwords.js";
import { resetTokenHash } from "./reset-token.js";

function refusal(row: { usedAt: Date | null; expiresAt: Date } | null): InvalidToken {
  if (!row) return new InvalidToken("This reset link is not valid. Ask for a new one from the sign-in page.");
  if (row.usedAt) return new InvalidToken("This reset link was already used. Ask for a new one if you need to reset your password again.");
  return new InvalidToken("This reset link has expired (links work for 30 minutes). Ask for a new one from the sign-in page.");
}

/**
 * Sets a new password with a reset link's token: the token is spent by one guarded update (used
 * once, before it expires), the password set, every other outstanding link of the user spent,
 * and every session of the user ended, all in one transaction. Nothing is written when the token
 * or the password is refused. 2FA, if on, stays on: the next sign-in still asks for a code.
 */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  const row = await prisma.passwordReset.findUnique({ where: { tokenHash: resetTokenHash(token) }, select: { id: true, userId: true, usedAt: true, expiresAt: true } });
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw refusal(row);
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.passwordReset.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now, tokenSealed: null } });
    if (count !== 1) throw refusal(await tx.passwordReset.findUnique({ where: { id: row.id }, select: { usedAt: true, expiresAt: true } }));
    await tx.passwordReset.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now, tokenSealed: null } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.portalSession.deleteMany({ where: { userId: row.userId } });
  });
}
