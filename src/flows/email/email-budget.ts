import { config } from "../../config.js";
import { TooManyAttempts } from "../../errors/domain-errors.js";
import { spendBudget, type WindowLimit } from "../../limits/fixed-window.js";

const HOUR = 3_600;

function limits(merchantId: string, addressHash: string): WindowLimit[] {
  return [
    { key: `email:address:${addressHash}`, limit: config.EMAIL_MAX_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
    { key: `email:merchant:${merchantId}`, limit: config.EMAIL_MAX_PER_MERCHANT_PER_HOUR, windowSeconds: HOUR },
  ];
}

/**
 * Reserves one live verification email on the hourly budgets (per address across merchants, per
 * merchant), atomically in Redis, before anything is recorded; refused: 429 with Retry-After.
 * Returns what gives the reservation back when the send is then refused for another reason.
 */
export async function reserveEmailBudget(merchantId: string, addressHash: string): Promise<() => Promise<void>> {
  return spendBudget(
    limits(merchantId, addressHash),
    (retryAfterSeconds) => new TooManyAttempts(`Too many verification emails were sent recently. Try again in ${retryAfterSeconds} s.`, retryAfterSeconds),
  );
}
