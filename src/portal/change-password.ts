import { prisma } from "../db/client.js";
import { InvalidInput } from "../errors/domain-errors.js";
import { assertAcceptablePassword } from "./password-policy.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { throttledCheck } from "./login-throttle.js";

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
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.userId }, select: { passwordHash: true } });
  await throttledCheck(
    user.email,
    clientIp,
    () => verifyPassword(input.current_password, row.passwordHash),
    () => new InvalidInput("Your current password is not correct.", "current_password"),
  );
  assertAcceptablePassword(input.new_password, "new_password");
  if (input.new_password === input.current_password) throw new InvalidInput("The new password is the same as the current one.", "new_password");
  const passwordHash = await hashPassword(input.new_password);
  const [, ended] = await prisma.$transaction([
    prisma.user.update({ where: { id: user.userId }, data: { passwordHash } }),
    prisma.portalSession.deleteMany({ where: { userId: user.userId, id: { not: user.sessionId } } }),
  ]);
  return { signed_out_sessions: ended.count };
}
