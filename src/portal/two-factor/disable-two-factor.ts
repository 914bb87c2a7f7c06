import { prisma } from "../../db/client.js";
import { InvalidInput, InvalidOtp, InvalidState } from "../../errors/domain-errors.js";
import { verifyPassword } from "../passwords.js";
import { throttledCheck } from "../login-throttle.js";
import { spendSecondFactor } from "./second-factor.js";

/**
 * Turns TOTP off for the user, proven by a current code, a recovery code, or the password (for
 * someone who lost the authenticator and the codes but still has a session). Not while the
 * account requires a second factor. The secret and recovery codes are deleted.
 */
export async function disableTwoFactor(user: { userId: string; email: string; merchantId: string }, clientIp: string, proof: { code?: string; password?: string }) {
  if ((proof.code === undefined) === (proof.password === undefined))
    throw new InvalidInput("Send either code (an authenticator or recovery code) or password, not both.", proof.code === undefined ? "code" : "password");
  const settings = await prisma.merchantSettings.findUnique({ where: { merchantId: user.merchantId }, select: { requireTwoFactor: true } });
  if (settings?.requireTwoFactor) throw new InvalidState("Your account requires two-factor authentication for everyone, so it cannot be turned off.");
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.userId }, select: { totpEnabledAt: true, passwordHash: true } });
  if (!row.totpEnabledAt) throw new InvalidState("Two-factor authentication is not on for your sign-in.");
  const check =
    proof.code !== undefined
      ? () => spendSecondFactor(user.userId, proof.code!, { recoveryCode: true })
      : () => verifyPassword(proof.password!, row.passwordHash);
  await throttledCheck(user.email, clientIp, check, () =>
    proof.code !== undefined ? new InvalidOtp("code") : new InvalidInput("Your password is not correct.", "password"),
  );
  await prisma.$transaction([
    prisma.user.updateMany({
      where: { id: user.userId, totpEnabledAt: row.totpEnabledAt },
      data: { totpSecretSealed: null, totpPendingSealed: null, totpEnabledAt: null, totpLastStep: null },
    }),
    prisma.recoveryCode.deleteMany({ where: { userId: user.userId } }),
  ]);
}
