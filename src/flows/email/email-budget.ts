import { config } from "../../platform/config.js";
import { mailboxBudgetKey } from "../../messaging/email/mailbox-key.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { addressBudgetKey } from "../../http/client-address.js";
import { spendBudget, type WindowLimit } from "../../platform/limits/fixed-window.js";

const HOUR = 3_600;

function limits(merchantId: string, address: string, clientIp: string): WindowLimit[] {
  return [
    { key: `email:address:${mailboxBudgetKey(address)}`, limit: config.EMAIL_MAX_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
    { key: `email:merchant:${merchantId}`, limit: config.EMAIL_MAX_PER_MERCHANT_PER_HOUR, windowSeconds: HOUR },
    { key: `email:ip:${addressBudgetKey(clientIp)}`, limit: config.EMAIL_MAX_PER_IP_PER_HOUR, windowSeconds: HOUR },
  ];
}

/**
 * Reserves one live verification email on the hourly budgets (per mailbox across merchants, per
 * merchant, per client address), atomically in Redis, before anything is recorded; refused: 429
 * with Retry-After. Returns what gives the reservation back when the send is then refused for
 * another reason.
 */
export async function reserveEmailBudget(merchantId: string, address: string, clientIp: string): Promise<() => Promise<void>> {
  return spendBudget(
    limits(merchantId, address, clientIp),
    (retryAfterSeconds) => new TooManyAttempts(`Too many verification emails were sent recently. Try again in ${retryAfterSeconds} s.`, retryAfterSeconds),
  );
}
