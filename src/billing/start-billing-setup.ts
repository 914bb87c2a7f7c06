import { recordRequestAuditAlone } from "../http/audit/audit-scope.js";
import { config } from "../platform/config.js";
import { BillingNotConfigured, DependencyUnavailable } from "../platform/errors/domain-errors.js";
import { logger } from "../platform/logger.js";
import { billingReportsEnabled } from "./report-usage.js";
import { answerOfError, stripe } from "./stripe-client.js";
import { ensureStripeCustomer } from "./stripe-customer.js";

/** Where Stripe Checkout sends the owner back: the dashboard's billing page. */
export function billingPageUrl(outcome: "success" | "canceled"): string {
  return `${config.PUBLIC_URL}/test/billing?activation=${outcome}`;
}

/**
 * Self-serve activation, step one (contract section 11): the account's Stripe customer (created
 * once) and a Checkout Session in setup mode for it, whose `url` the owner's browser follows.
 * Stripe's `checkout.session.completed` webhook then enables live access (src/billing/live-access/stripe-webhook.ts).
 * Allowed again once live access is enabled: it is how the owner replaces the payment method.
 */
export async function startBillingSetup(merchantId: string): Promise<{ object: "billing_setup"; url: string }> {
  if (!billingReportsEnabled()) throw new BillingNotConfigured();
  try {
    const customer = await ensureStripeCustomer(merchantId);
    const session = await (await stripe()).checkout.sessions.create({
      mode: "setup",
      customer,
      client_reference_id: merchantId,
      currency: config.STRIPE_CHECKOUT_CURRENCY,
      success_url: billingPageUrl("success"),
      cancel_url: billingPageUrl("canceled"),
    });
    if (!session.url) throw new Error("Stripe returned a Checkout Session without a url");
    // The action happened at Stripe; its audit row is written before the owner gets the url.
    await recordRequestAuditAlone({ target: `merchant:${merchantId}` });
    return { object: "billing_setup", url: session.url };
  } catch (error) {
    const answer = answerOfError(error);
    logger.error({ merchantId, status: answer.status, err: answer.error ?? JSON.stringify(answer.body).slice(0, 500) }, "billing setup failed at Stripe");
    throw new DependencyUnavailable("Billing setup could not reach Stripe. Try again shortly.");
  }
}
