import { prisma } from "../../platform/db/client.js";
import { InvalidInput } from "../../platform/errors/domain-errors.js";
import { throttledCheck } from "./login-throttle.js";
import { verifyPassword } from "./passwords.js";

/**
 * Checks the signed-in user's current password before an action a stolen session must not take
 * alone (changing the password, starting a 2FA setup). Counted by the sign-in throttle, so a
 * session thief cannot guess it faster than a stranger at the sign-in form; a wrong one is 400
 * `invalid_request` on `param` (the body field that carried it).
 */
export async function confirmPassword(user: { userId: string; email: string }, clientIp: string, password: string, param: string): Promise<void> {
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.userId }, select: { passwordHash: true } });
  await throttledCheck(
    user.email,
    clientIp,
    () => verifyPassword(password, row.passwordHash),
    () => new InvalidInput("Your current password is not correct.", param),
  );
}
