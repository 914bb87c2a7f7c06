import { setTimeout as sleep } from "node:timers/promises";
import { permissionsOf, type Role } from "../../http/auth/permissions.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidCredentials, InvalidOtp, TwoFactorRequired } from "../../platform/errors/domain-errors.js";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./passwords.js";
import { failureDelayMs, reserveLoginAttempt } from "./login-throttle.js";
import { normalizedEmail } from "./normalized-email.js";
import { spendSecondFactor } from "./two-factor/second-factor.js";
import { twoFactorStatus } from "./two-factor/two-factor-status.js";

export async function describeAccount(userId: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { merchant: true } });
  const role = user.role as Role;
  return {
    user: { id: user.id, object: "user" as const, email: user.email, role, created_at: user.createdAt.toISOString() },
    account: {
      id: user.merchant.id,
      object: "account" as const,
      business_name: user.merchant.businessName,
      created_at: user.merchant.createdAt.toISOString(),
    },
    live_enabled: user.merchant.liveEnabled,
    permissions: [...permissionsOf(role)],
    two_factor: await twoFactorStatus(user.id, user.merchantId),
  };
}

/**
 * Checks credentials. The attempt is counted before the password is checked (login-throttle.ts);
 * a failure is answered after a delay that grows with this email's failures from this address.
 * A user with 2FA on also needs `otp` (an authenticator code or a recovery code): without it the
 * answer is TwoFactorRequired (the password was right, so the attempt is not a failure); a wrong
 * one is a failure like a wrong password.
 */
export async function logIn(emailInput: string, password: string, clientIp: string, otp?: string): Promise<{ userId: string; secondFactor: boolean }> {
  const email = normalizedEmail(emailInput);
  const attempt = await reserveLoginAttempt(email, clientIp);
  const user = await prisma.user.findUnique({ where: { email } });
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) {
    await sleep(failureDelayMs(attempt.failuresSoFar));
    throw new InvalidCredentials();
  }
  if (user.totpEnabledAt) {
    if (otp === undefined) {
      await attempt.succeeded();
      throw new TwoFactorRequired("Enter the 6-digit code from your authenticator app (or a recovery code) as otp to finish signing in.");
    }
    if (!(await spendSecondFactor(user.id, otp, { recoveryCode: true }))) {
      await sleep(failureDelayMs(attempt.failuresSoFar));
      throw new InvalidOtp();
    }
  }
  await attempt.succeeded();
  return { userId: user.id, secondFactor: user.totpEnabledAt !== null };
}
