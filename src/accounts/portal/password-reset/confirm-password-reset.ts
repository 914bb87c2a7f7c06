import { recordAudit } from "../../../http/audit/record-audit.js";
import { countFailedAuthentication, refuseBlockedAddress } from "../../../http/auth/auth-failures.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidToken } from "../../../platform/errors/domain-errors.js";
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
 * The reset is a row of the account's audit log (by the user, from the request's address). A
 * link that does not work counts as a failed authentication of the client address (guessing
 * links runs into the per-address budget); a blocked address is refused before any lookup.
 */
export async function confirmPasswordReset(
  token: string,
  password: string,
  origin: { ip: string | null; userAgent: string | null; requestId: string | null },
): Promise<void> {
  const clientIp = origin.ip ?? "unknown";
  await refuseBlockedAddress(clientIp, "password reset link");
  const row = await prisma.passwordReset.findUnique({
    where: { tokenHash: resetTokenHash(token) },
    select: { id: true, userId: true, usedAt: true, expiresAt: true, user: { select: { merchantId: true, email: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw await countFailedAuthentication(clientIp, refusal(row), "password reset link");
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.passwordReset.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now, tokenSealed: null } });
    if (count !== 1) throw refusal(await tx.passwordReset.findUnique({ where: { id: row.id }, select: { usedAt: true, expiresAt: true } }));
    await tx.passwordReset.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now, tokenSealed: null } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.portalSession.deleteMany({ where: { userId: row.userId } });
    await recordAudit(tx, {
      merchantId: row.user.merchantId,
      actor: { type: "user", id: row.userId, email: row.user.email },
      action: "confirmPasswordReset",
      target: `member:${row.userId}`,
      ...origin,
    });
  });
}
