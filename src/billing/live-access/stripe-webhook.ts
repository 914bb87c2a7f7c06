import type Stripe from "stripe";
import { opsActor } from "../../http/audit/actor.js";
import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { logger } from "../../platform/logger.js";
import { setLiveAccess } from "./set-live-access.js";
import { releaseWaitingUsage } from "../release-waiting-usage.js";
import { stripePackage } from "../stripe-client.js";

/** Stripe's own default: a signature older than this is refused (a replayed capture). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The request's signature did not verify (forged, missing, stale, or another endpoint's secret). */
export class InvalidStripeSignature extends Error {}

export type WebhookOutcome = "processed" | "replayed" | "ignored";

/**
 * A Stripe webhook delivery: verified with the official package (raw body, STRIPE_WEBHOOK_SECRET,
 * 300 s tolerance) before anything is read from it. Each event id is processed once: an event
 * already recorded is answered without acting again (a replayed `checkout.session.completed`
 * cannot re-enable an account operations disabled since). The action itself is idempotent too,
 * so a crash between acting and recording leaves Stripe's retry harmless.
 */
export async function receiveStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const { webhooks } = await stripePackage();
  let event: Stripe.Event;
  try {
    if (!signature || !config.STRIPE_WEBHOOK_SECRET) throw new Error("no signature");
    event = webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new InvalidStripeSignature();
  }
  if (await prisma.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } })) return "replayed";
  const outcome = event.type === "checkout.session.completed" ? await checkoutCompleted(event.data.object) : "ignored";
  await prisma.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  return outcome;
}

/** A finished setup-mode Checkout Session of the customer the service created for that merchant enables live access. */
async function checkoutCompleted(session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  const merchantId = session.client_reference_id;
  const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
  const merchant = merchantId ? await prisma.merchant.findUnique({ where: { id: merchantId }, select: { stripeCustomerId: true } }) : null;
  if (!merchant || !customer || merchant.stripeCustomerId !== customer) {
    logger.warn({ sessionId: session.id }, "checkout.session.completed for no customer of ours; ignored");
    return "ignored";
  }
  const result = await setLiveAccess(merchantId!, { enabled: true, reason: "stripe_checkout", actor: opsActor("stripe_webhook") });
  // Already enabled (by operations, or a new payment method): billing is active now all the same.
  if (!result.changed) await releaseWaitingUsage(merchantId!);
  return "processed";
}
