import { withRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidState, TwoFactorRequired, TwoFactorSetupRequired } from "../../../platform/errors/domain-errors.js";
import { requireSecondFactor } from "./second-factor.js";

/** How long a second factor given in a session counts as fresh (the step-up actions below). */
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
  await withRequestAudit((tx) => tx.portalSession.update({ where: { id: user.sessionId }, data: { secondFactorAt: at } }));
  return { object: "two_factor_verification" as const, verified_until: new Date(at.getTime() + STEP_UP_MS).toISOString() };
}

/** What a user without 2FA meets at a step-up: they pass (their session is as strong as their password), or are refused. */
export type WithoutTwoFactor = "passes" | "refused";

export interface FreshFactorOptions {
  /** The body field the proof came in (`otp`; `code` for turning 2FA off). */
  param: string;
  withoutTwoFactor: WithoutTwoFactor;
}

/**
 * The one step-up check (contract section 19): actions a stolen session must not take alone need
 * a fresh second factor from a user who has 2FA on: `proof` in the request (an authenticator or
 * recovery code, spent and throttled like a sign-in), or a step-up in this session within the
 * last 5 minutes (POST /2fa/verify, or a sign-in with a code); 401 `two_factor_required` otherwise.
 * A user without 2FA passes, or is refused (403 `two_factor_setup_required`) where the action
 * demands a second factor outright (minting a live key). Routes declare it (`stepUp` in
 * src/http/route.ts); the router calls this.
 */
export async function requireFreshSecondFactor(user: SignedInUser, clientIp: string, proof: string | undefined, options: FreshFactorOptions): Promise<void> {
  if (!(await hasTwoFactor(user.userId))) {
    if (options.withoutTwoFactor === "passes") return;
    throw new TwoFactorSetupRequired(
      "This needs a second factor, and your sign-in has none: set up two-factor authentication on the Security page (POST /api/merchant/2fa/setup, then /2fa/enable) first.",
    );
  }
  if (proof !== undefined) return requireSecondFactor(user, clientIp, proof, { recoveryCode: true, param: options.param });
  const session = await prisma.portalSession.findUnique({ where: { id: user.sessionId }, select: { secondFactorAt: true } });
  if (session?.secondFactorAt && Date.now() - session.secondFactorAt.getTime() < STEP_UP_MS) return;
  throw new TwoFactorRequired(
    `This needs a fresh second factor: send the current code from your authenticator app (or a recovery code) as ${options.param}, or confirm one first (POST /api/merchant/2fa/verify, valid 5 minutes).`,
    options.param,
  );
}
