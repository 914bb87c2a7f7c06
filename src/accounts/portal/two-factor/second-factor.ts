import { unseal } from "../../../platform/crypto/sealed-box.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidOtp } from "../../../platform/errors/domain-errors.js";
import { throttledCheck } from "../login-throttle.js";
import { spendRecoveryCode } from "./recovery-codes.js";
import { looksLikeTotp, matchingStep } from "./totp.js";

export interface SecondFactorOptions {
  /** Whether a recovery code is accepted in place of an authenticator code (not when making new ones). */
  recoveryCode: boolean;
}

/**
 * Accepts an authenticator code only if its time step is later than the last one accepted for this
 * user, recorded by one guarded update: the same code (or an older one) never works twice, and of
 * two concurrent requests with one code only one wins.
 */
async function acceptTotp(userId: string, code: string): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { totpSecretSealed: true, totpEnabledAt: true } });
  if (!user?.totpSecretSealed || !user.totpEnabledAt) return false;
  const step = matchingStep(unseal("totp-secrets", user.totpSecretSealed), code);
  if (step === null) return false;
  const { count } = await prisma.user.updateMany({
    where: { id: userId, totpEnabledAt: user.totpEnabledAt, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** Whether `code` is a valid second factor of the user now; spends it (its step, or the recovery code) if so. */
export async function spendSecondFactor(userId: string, code: string, options: SecondFactorOptions): Promise<boolean> {
  if (looksLikeTotp(code)) return acceptTotp(userId, code);
  return options.recoveryCode ? spendRecoveryCode(userId, code) : false;
}

/**
 * A second factor given by a signed-in user (enable, step-up, disable, new recovery codes):
 * counted by the sign-in throttle like a password (src/accounts/portal/login-throttle.ts), so a stolen
 * session cannot guess codes faster than a stranger could guess passwords. Throws InvalidOtp.
 */
export async function requireSecondFactor(
  user: { userId: string; email: string },
  clientIp: string,
  code: string,
  options: SecondFactorOptions & { param?: string },
): Promise<void> {
  await throttledCheck(user.email, clientIp, () => spendSecondFactor(user.userId, code, options), () => new InvalidOtp(options.param ?? "code"));
}
