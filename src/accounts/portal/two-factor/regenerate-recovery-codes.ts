import { withRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidState } from "../../../platform/errors/domain-errors.js";
import { replaceRecoveryCodes } from "./recovery-codes.js";
import { requireSecondFactor } from "./second-factor.js";

/** New recovery codes replace all earlier ones; proven by a current authenticator code (not a recovery code). */
export async function regenerateRecoveryCodes(user: { userId: string; email: string }, clientIp: string, code: string): Promise<{ recovery_codes: string[] }> {
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.userId }, select: { totpEnabledAt: true } });
  if (!row.totpEnabledAt) throw new InvalidState("Two-factor authentication is not on for your sign-in: turn it on to get recovery codes.");
  await requireSecondFactor(user, clientIp, code, { recoveryCode: false });
  return { recovery_codes: await withRequestAudit((tx) => replaceRecoveryCodes(tx, user.userId)) };
}
