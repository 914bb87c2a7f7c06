import { withRequestAudit } from "../../http/audit/audit-scope.js";
import { InvalidInput } from "../../platform/errors/domain-errors.js";
import { confirmPassword } from "./confirm-password.js";
import { assertAcceptablePassword } from "./password-policy.js";
import { hashPassword } from "./passwords.js";

/**
 * Changes the signed-in user's password: the current one is checked (counted by the sign-in
 * throttle, so a stolen session cannot guess it faster than a stranger), the new one meets the
 * sign-up policy, and every OTHER session of the user ends in the same transaction.
 */
export async function changePassword(
  user: { userId: string; email: string; sessionId: string },
  clientIp: string,
  input: { current_password: string; new_password: string },
): Promise<{ signed_out_sessions: number }> {
  await confirmPassword(user, clientIp, input.current_password, "current_password");
  assertAcceptablePassword(input.new_password, "new_password");
  if (input.new_password === input.current_password) throw new InvalidInput("The new password is the same as the current one.", "new_password");
  const passwordHash = await hashPassword(input.new_password);
  const ended = await withRequestAudit(async (tx) => {
    await tx.user.update({ where: { id: user.userId }, data: { passwordHash } });
    return tx.portalSession.deleteMany({ where: { userId: user.userId, id: { not: user.sessionId } } });
  });
  return { signed_out_sessions: ended.count };
}
