import { setTimeout as sleep } from "node:timers/promises";
import { config } from "../../platform/config.js";
import { sha256Hex } from "../../http/auth/api-key-format.js";
import { addressBudgetKey } from "../../http/client-address.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { limitKey, release, reserve, type WindowLimit } from "../../platform/limits/fixed-window.js";

const FREE_FAILURES = 5;

/**
 * The limits one sign-in attempt counts against, reserved BEFORE the password is checked (so
 * concurrent attempts each see their own count) and decided on the reserved count:
 * - per email + client address: the tight one. It throttles a guesser without locking the
 *   owner out: from another address the owner still signs in.
 * - per email, all addresses: looser, against guessing from many addresses.
 * - per client address, all emails: against credential stuffing from one address.
 * - global per minute: caps the password-hashing CPU all sign-ins can cost.
 */
const perEmailKey = (emailHash: string) => `login:email:${emailHash}`;

/** The Redis key of the per-email limit (all addresses), for tests that fill it. */
export const loginFailuresKey = (email: string) => limitKey(perEmailKey(sha256Hex(email.toLowerCase())));

function limitsFor(email: string, clientIp: string): { failures: WindowLimit[]; attempts: WindowLimit[] } {
  const window = config.LOGIN_WINDOW_SECONDS;
  const emailHash = sha256Hex(email);
  const ipHash = addressBudgetKey(clientIp);
  return {
    failures: [
      { key: `login:email-ip:${sha256Hex(`${emailHash}:${ipHash}`)}`, limit: config.LOGIN_MAX_FAILURES_PER_EMAIL_IP, windowSeconds: window },
      { key: perEmailKey(emailHash), limit: config.LOGIN_MAX_FAILURES_PER_EMAIL, windowSeconds: window },
    ],
    attempts: [
      { key: `login:ip:${ipHash}`, limit: config.LOGIN_MAX_ATTEMPTS_PER_IP, windowSeconds: window },
      { key: `login:global:${Math.floor(Date.now() / 60_000)}`, limit: config.LOGIN_MAX_ATTEMPTS_GLOBAL_PER_MINUTE, windowSeconds: 60 },
    ],
  };
}

export interface LoginReservation {
  /** Failures so far for this email from this address, this attempt included (drives the delay). */
  failuresSoFar: number;
  /** Call when the password was right: gives back this attempt's failure units (only its own). */
  succeeded: () => Promise<void>;
}

/** Reserves one attempt; throws TooManyAttempts (429 + Retry-After) when any limit is exceeded. */
export async function reserveLoginAttempt(email: string, clientIp: string): Promise<LoginReservation> {
  const { failures, attempts } = limitsFor(email.toLowerCase(), clientIp);
  const reservation = await reserve([...failures, ...attempts]);
  if (!reservation.allowed) throw new TooManyAttempts("Too many sign-in attempts. Try again later.", reservation.retryAfterSeconds);
  return { failuresSoFar: reservation.counts[0]!, succeeded: () => release(failures) };
}

/** Delay before answering a failed login, growing with the failures for this email from this address. */
export function failureDelayMs(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(5_000, 250 * 2 ** (failures - FREE_FAILURES - 1));
}

/**
 * Runs `check` as one attempt counted by the sign-in throttle: a failure keeps its unit, waits
 * like a failed sign-in and throws `refusal()`; a success gives the unit back.
 */
export async function throttledCheck(email: string, clientIp: string, check: () => Promise<boolean>, refusal: () => Error): Promise<void> {
  const attempt = await reserveLoginAttempt(email, clientIp);
  if (!(await check())) {
    await sleep(failureDelayMs(attempt.failuresSoFar));
    throw refusal();
  }
  await attempt.succeeded();
}
