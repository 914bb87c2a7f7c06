import { setTimeout as sleep } from "node:timers/promises";
import { prisma } from "../db/client.js";
import { ApiError } from "../errors/api-error.js";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./passwords.js";
import { checkLoginAllowed, clearLoginFailures, failureDelayMs, recordLoginFailure } from "./login-throttle.js";

export async function describeAccount(userId: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { merchant: true } });
  return {
    user: { id: user.id, object: "user", email: user.email, role: user.role, created_at: user.createdAt.toISOString() },
    account: {
      id: user.merchant.id,
      object: "account",
      business_name: user.merchant.businessName,
      created_at: user.merchant.createdAt.toISOString(),
    },
  };
}

/** Checks credentials; failures are counted per email and slowed down. */
export async function logIn(emailInput: string, password: string): Promise<{ userId: string }> {
  const email = emailInput.trim().toLowerCase();
  const failures = await checkLoginAllowed(email);
  const user = await prisma.user.findUnique({ where: { email } });
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) {
    await recordLoginFailure(email);
    await sleep(failureDelayMs(failures + 1));
    throw new ApiError("invalid_credentials", "Incorrect email or password.");
  }
  await clearLoginFailures(email);
  return { userId: user.id };
}
