import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { countBillingReport } from "../platform/metrics/metrics.js";
import { ReportLifecycle } from "./report-lifecycle.js";
import { sendMeterEvent, type ProviderAnswer } from "./stripe-meter-events.js";

/** Whether live usage is reported at all (BILLING_PROVIDER=stripe); with `none` it is only recorded. */
export function billingReportsEnabled(): boolean {
  return config.BILLING_PROVIDER === "stripe";
}

/** A report the provider may accept later (429, 5xx, no answer): the job retries with backoff. */
export class ReportRetryable extends Error {}

export type ReportOutcome = "reported" | "failed" | "waiting_for_customer" | "not_due";

/**
 * Reports one usage record to Stripe as a meter event, exactly once as far as Stripe's bill is
 * concerned: the try is recorded before sending and the answer after, and every try carries the
 * usage id as `identifier` (and Idempotency-Key), so a try repeated after a crash between sending
 * and recording is dropped by Stripe. 2xx: `reported`. 4xx other than 429: `failed`, with the
 * provider's answer on the record and an error log. 429, 5xx, no answer: throws ReportRetryable.
 */
export async function reportUsage(usageId: string): Promise<ReportOutcome> {
  if (!billingReportsEnabled()) return "not_due";
  const usage = await prisma.billableUsage.findUnique({ where: { id: usageId } });
  if (!usage || usage.reportStatus !== ReportLifecycle.initial) return "not_due";
  const merchant = await prisma.merchant.findUniqueOrThrow({ where: { id: usage.merchantId }, select: { stripeCustomerId: true } });
  if (!merchant.stripeCustomerId) {
    countBillingReport("waiting_for_customer");
    return "waiting_for_customer";
  }

  const started = await prisma.billableUsage.updateMany({
    where: { id: usage.id, ...ReportLifecycle.is("pending") },
    data: { reportAttempts: { increment: 1 }, reportStartedAt: new Date() },
  });
  if (started.count !== 1) return "not_due";
  const answer = await sendMeterEvent({ identifier: usage.id, stripeCustomerId: merchant.stripeCustomerId, occurredAt: usage.occurredAt });
  return recordAnswer(usage.id, answer);
}

async function recordAnswer(usageId: string, answer: ProviderAnswer): Promise<ReportOutcome> {
  const response = { status: answer.status, body: answer.body } as object;
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
    await ReportLifecycle.transition(prisma, { id: usageId, from: "pending", to: "reported", data: { reportedAt: new Date(), providerResponse: response, reportError: null } });
    countBillingReport("reported");
    return "reported";
  }
  const message = answer.error ?? providerMessage(answer);
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
    await ReportLifecycle.transition(prisma, { id: usageId, from: "pending", to: "failed", data: { providerResponse: response, reportError: message } });
    logger.error({ usageId, status: answer.status, err: message }, "billing report refused by the provider; not retried");
    countBillingReport("failed");
    return "failed";
  }
  await prisma.billableUsage.updateMany({ where: { id: usageId, ...ReportLifecycle.is("pending") }, data: { providerResponse: response, reportError: message } });
  countBillingReport("retryable");
  throw new ReportRetryable(`billing report not accepted yet: ${message}`);
}

function providerMessage(answer: ProviderAnswer): string {
  const error = (answer.body as { error?: { message?: string; code?: string } } | null)?.error;
  return `${answer.status}${error?.code ? ` ${error.code}` : ""}${error?.message ? `: ${error.message}` : ""}`.slice(0, 500);
}
