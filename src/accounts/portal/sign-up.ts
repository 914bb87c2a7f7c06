import { config } from "../../platform/config.js";
import { addressBudgetKey } from "../../http/client-address.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { reserve } from "../../platform/limits/fixed-window.js";
import { createMerchant } from "./create-merchant.js";
import { assertAcceptablePassword } from "./password-policy.js";

export interface SignUpInput {
  email: string;
  password: string;
  businessName: string;
  clientIp: string;
}

/**
 * Self-service sign-up: counted per client address and globally BEFORE anything costly (the
 * password hash is ~32 MiB of scrypt), then the password policy, then the account. A duplicate
 * email still answers `email_taken` (docs/api.md explains why), but costs a sign-up from the
 * caller's budget like any other, so enumerating accounts this way runs at the sign-up rate.
 */
/** The per-address sign-up limit's Redis key suffix (tests fill it). */
export const signupAddressKey = (clientIp: string) => `signup:ip:${addressBudgetKey(clientIp)}`;

export async function signUp(input: SignUpInput): Promise<{ merchantId: string; userId: string }> {
  const hour = Math.floor(Date.now() / 3_600_000);
  const reservation = await reserve([
    { key: signupAddressKey(input.clientIp), limit: config.SIGNUP_MAX_PER_IP_PER_HOUR, windowSeconds: 3_600 },
    { key: `signup:global:${hour}`, limit: config.SIGNUP_MAX_GLOBAL_PER_HOUR, windowSeconds: 3_600 },
  ]);
  if (!reservation.allowed) throw new TooManyAttempts("Too many sign-ups from this address. Try again later.", reservation.retryAfterSeconds);
  assertAcceptablePassword(input.password);
  return createMerchant(input);
}
