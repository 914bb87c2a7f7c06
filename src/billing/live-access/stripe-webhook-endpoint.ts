import express, { type Request, type RequestHandler, type Response } from "express";
import { ApiError } from "../../platform/errors/api-error.js";
import { InvalidStripeSignature, receiveStripeWebhook } from "./stripe-webhook.js";

export const STRIPE_WEBHOOK_PATH = "/api/billing/stripe/webhook";

async function receive(req: Request, res: Response): Promise<void> {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  try {
    const outcome = await receiveStripeWebhook(body, req.header("Stripe-Signature"));
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    if (error instanceof InvalidStripeSignature)
      throw new ApiError("invalid_stripe_signature", "The Stripe-Signature header is missing, stale, or does not match this body.", "Stripe-Signature");
    throw error;
  }
}

/**
 * `POST /api/billing/stripe/webhook`: no principal but Stripe's signature, so it is mounted before
 * (and apart from) the JSON surfaces: the signature covers the exact bytes, which only a raw body
 * parser keeps. Stripe's events are small; 256 KiB is far above any we act on.
 */
export function stripeWebhookEndpoint(): RequestHandler[] {
  return [express.raw({ type: () => true, limit: "256kb" }), receive];
}
