import * as OTPAuth from "otpauth";
import { prisma } from "../../src/platform/db/client.js";
import { enableTwoFactor, startTwoFactorSetup } from "../../src/accounts/portal/two-factor/set-up-two-factor.js";

/** The authenticator code of `secret` `offsetSteps` 30-second steps from now, made by otpauth as an app would. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: Date.now() + offsetSteps * 30_000 });
}

/**
 * Turns 2FA on for a user through the real setup and enable, then forgets the step the enabling
 * code used (as if it was enabled a while ago), so the test's next code is accepted whatever the clock.
 */
export async function enableTwoFactorFor(user: { userId: string; email: string }): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await startTwoFactorSetup(user.userId);
  const { recovery_codes } = await enableTwoFactor(user, "127.0.0.1", totpCode(secret));
  await prisma.user.update({ where: { id: user.userId }, data: { totpLastStep: null } });
  return { secret, recoveryCodes: recovery_codes };
}
