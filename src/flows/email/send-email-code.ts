import { z } from "zod";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { messageLocaleField, sendCode } from "../codes/send-code.js";
import { emailChannel } from "./channel.js";
import { emailHash } from "../../messaging/email/email-hash.js";
import { parseEmailAddress } from "./email-address.js";
import { reserveEmailBudget } from "./email-budget.js";

export const sendEmailCodeBody = z.strictObject({ email: z.string().max(320), locale: messageLocaleField });

/**
 * Sends a one-time code to the end user's email address, under the shared code rules
 * (src/flows/codes/send-code.ts). Live sends are first reserved on the hourly email budgets and
 * go out through the outbox (the message of src/flows/email/channel.ts); test mode sends nothing.
 */
export async function sendEmailCode(subject: SdkSubject, body: z.output<typeof sendEmailCodeBody>, clientIp: string) {
  assertWritable(subject);
  assertFlowRequested(subject, "email");
  const address = parseEmailAddress(body.email);
  const hash = emailHash(address.normalized);
  const giveBack = subject.mode === "live" ? await reserveEmailBudget(subject.merchantId, address.normalized, clientIp) : null;
  try {
    const { masked, ...sent } = await sendCode(emailChannel, subject, {
      value: address.normalized,
      hash,
      masked: address.masked,
      signals: { email_domain: address.domain, email_disposable: address.disposable },
    }, body.locale);
    return { email_masked: masked, ...sent };
  } catch (error) {
    // Nothing was sent (too soon, too many, already verified): the budget is not spent.
    await giveBack?.();
    throw error;
  }
}
