import { prisma } from "../../db/client.js";
import { InvalidState, TwoFactorRequired } from "../../errors/domain-errors.js";
import { requireSecondFactor } from "./second-factor.js";

/** How long a second factor given in a session counts as fresh (minting a live key). */
export const STEP_UP_MS = 5 * 60_000;

export interface SignedInUser {
  userId: string;
  email: string;
  sessionId: string;
}

async function hasTwoFactor(userId: string): Promise<boolean> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpEnabledAt: true } });
  return user.totpEnabledAt !== null;
}

/** A second factor given in this session (POST /2fa/verify): it counts as fresh for STEP_UP_MS. */
export async function stepUp(user: SignedInUser, clientIp: string, code: string) {
  if (!(await hasTwoFactor(user.userId))) throw new InvalidState("Two-factor authentication is not on for your sign-in: there is nothing to verify.");
  await requireSecondFactor(user, clientIp, code, { recoveryCode: true });
  const at = new Date();
  await prisma.portalSession.update({ where: { id: user.sessionId }, data: { secondFactorAt: at } });
  return { object: "two_factor_verification" as const, verified_until: new Date(at.getTime() + STEP_UP_MS).toISOString() };
}

/**
 * For actions that need a fresh second factor (minting a live key) from a user who has 2FA on:
 * `otp` in the request, or a step-up in this session within the last 5 minutes. Users without
 * 2FA pass (the account's require-2FA setting decides whether they may be signed in at all).
 */
export async function requireFreshSecondFactor(user: SignedInUser, clientIp: string, otp: string | undefined): Promise<void> {
  if (!(await hasTwoFactor(user.userId))) return;
  if (otp !== undefined) return requireSecondFactor(user, clientIp, otp, { recoveryCode: true, param: "otp" });
  const session = await prisma.portalSession.findUnique({ where: { id: user.sessionId }, select: { secondFactorAt: true } });
  if (session?.secondFactorAt && Date.now() - session.secondFactorAt.getTime() < STEP_UP_MS) return;
  throw new TwoFactorRequired(
    "This needs a fresh second factor: send the current code from your authenticator app as otp, or confirm one first (POST /api/merchant/2fa/verify, valid 5 minutes).",
  );
}
