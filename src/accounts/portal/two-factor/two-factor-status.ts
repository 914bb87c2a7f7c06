import { prisma } from "../../../platform/db/client.js";
import { unusedRecoveryCodes } from "./recovery-codes.js";

/** What the dashboard shows about a user's second factor (part of GET /me). */
export async function twoFactorStatus(userId: string, merchantId: string) {
  const [user, settings, remaining] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpEnabledAt: true } }),
    prisma.merchantSettings.findUnique({ where: { merchantId }, select: { requireTwoFactor: true } }),
    unusedRecoveryCodes(userId),
  ]);
  const required = settings?.requireTwoFactor ?? false;
  return {
    enabled: user.totpEnabledAt !== null,
    enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    required_by_account: required,
    setup_required: required && user.totpEnabledAt === null,
    recovery_codes_remaining: remaining,
  };
}
