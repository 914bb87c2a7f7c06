import { config } from "../../platform/config.js";
import { addressBudgetKey } from "../../http/client-address.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { currentCount, spendBudget, type WindowLimit } from "../../platform/limits/fixed-window.js";

const HOUR = 3_600;

/** The UTC day's window: keyed by date, ending at the next UTC midnight. */
function today(now: Date): { date: string; secondsLeft: number } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { date: now.toISOString().slice(0, 10), secondsLeft: Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)) };
}

function merchantDayLimit(merchantId: string, now: Date): WindowLimit {
  const day = today(now);
  return { key: `sms:merchant:${merchantId}:${day.date}`, limit: config.SMS_MAX_PER_MERCHANT_PER_DAY, windowSeconds: day.secondsLeft };
}

export interface SmsSendBudgetKeys {
  merchantId: string;
  /** phoneHash() of the E.164 number: the number itself never reaches Redis. */
  phoneHash: string;
  clientIp: string;
}

/**
 * Reserves one live SMS on the three budgets, all or none: per account per UTC day, per
 * destination number per hour across every account, per client address per hour. Refused:
 * the units are given back and TooManyAttempts carries the seconds until the window that
 * refused ends. Returns the release for a send refused by a later check.
 */
export async function reserveSmsBudgets(keys: SmsSendBudgetKeys, now = new Date()): Promise<() => Promise<void>> {
  const limits: WindowLimit[] = [
    merchantDayLimit(keys.merchantId, now),
    { key: `sms:number:${keys.phoneHash}`, limit: config.SMS_MAX_PER_NUMBER_PER_HOUR, windowSeconds: HOUR },
    { key: `sms:ip:${addressBudgetKey(keys.clientIp)}`, limit: config.SMS_MAX_PER_IP_PER_HOUR, windowSeconds: HOUR },
  ];
  return spendBudget(limits, (retryAfterSeconds) => new TooManyAttempts("Too many verification texts were sent. Try again later.", retryAfterSeconds));
}

/** The account's live SMS today (UTC) against its daily budget, for the portal. */
export async function smsUsageToday(merchantId: string, now = new Date()): Promise<{ today: number; daily_budget: number }> {
  const limit = merchantDayLimit(merchantId, now);
  return { today: await currentCount(limit), daily_budget: limit.limit };
}
