import { withRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidState } from "../../../platform/errors/domain-errors.js";

/**
 * Turns TOTP off for the user. The route is a step-up action (contract section 19): a current
 * code, a recovery code, or a step-up within 5 minutes proved a second factor before this runs; a
 * password alone does not (a stolen session with the password must not shed the second factor).
 * Not while the account requires a second factor. The secret and recovery codes are deleted.
 */
export async function disableTwoFactor(user: { userId: string; merchantId: string }) {
  const settings = await prisma.merchantSettings.findUnique({ where: { merchantId: user.merchantId }, select: { requireTwoFactor: true } });
  if (settings?.requireTwoFactor) throw new InvalidState("Your account requires two-factor authentication for everyone, so it cannot be turned off.");
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.userId }, select: { totpEnabledAt: true } });
  if (!row.totpEnabledAt) throw new InvalidState("Two-factor authentication is not on for your sign-in.");
  await withRequestAudit(async (tx) => {
    await tx.user.updateMany({
      where: { id: user.userId, totpEnabledAt: row.totpEnabledAt },
      data: { totpSecretSealed: null, totpPendingSealed: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: user.userId } });
  });
}
