import { config } from "../platform/config.js";
import { answerOfError, stripe, type ProviderAnswer } from "./stripe-client.js";

export type { ProviderAnswer } from "./stripe-client.js";

export interface MeterEvent {
  /** The usage record's id: Stripe's `identifier`, so Stripe itself drops a repeated report. */
  identifier: string;
  stripeCustomerId: string;
  occurredAt: Date;
}

/**
 * POST {STRIPE_API_URL}/v1/billing/meter_events through the `stripe` package (contract section 8).
 * Never retries by itself and never throws for an answer: the caller decides from the status. The
 * same `Idempotency-Key` on every try of one usage record makes Stripe replay the first answer,
 * on top of its de-duplication by `identifier`.
 */
export async function sendMeterEvent(event: MeterEvent): Promise<ProviderAnswer> {
  try {
    const created = await (await stripe()).billing.meterEvents.create(
      {
        event_name: config.STRIPE_METER_EVENT_NAME,
        payload: { stripe_customer_id: event.stripeCustomerId, value: "1" },
        identifier: event.identifier,
        timestamp: Math.floor(event.occurredAt.getTime() / 1000),
      },
      { idempotencyKey: `meter-event-${event.identifier}` },
    );
    const { lastResponse, ...body } = created;
    return { status: lastResponse.statusCode, body, error: null };
  } catch (error) {
    return answerOfError(error);
  }
}
