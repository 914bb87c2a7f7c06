import got from "got";
import { config } from "../config.js";

export interface MeterEvent {
  /** The usage record's id: Stripe's `identifier`, so Stripe itself drops a repeated report. */
  identifier: string;
  stripeCustomerId: string;
  occurredAt: Date;
}

export interface ProviderAnswer {
  /** HTTP status, or null when no answer arrived (network error, timeout). */
  status: number | null;
  body: unknown;
  error: string | null;
}

/**
 * POST {STRIPE_API_URL}/v1/billing/meter_events, form-encoded, bearer STRIPE_SECRET_KEY (contract
 * section 8). Never retries by itself and never throws for an answer: the caller decides from the
 * status. The same `Idempotency-Key` on every try of one usage record makes Stripe replay the first
 * answer, on top of its de-duplication by `identifier`.
 */
export async function sendMeterEvent(event: MeterEvent): Promise<ProviderAnswer> {
  const form = new URLSearchParams({
    event_name: config.STRIPE_METER_EVENT_NAME,
    "payload[stripe_customer_id]": event.stripeCustomerId,
    "payload[value]": "1",
    identifier: event.identifier,
    timestamp: String(Math.floor(event.occurredAt.getTime() / 1000)),
  });
  try {
    const response = await got.post(new URL("/v1/billing/meter_events", config.STRIPE_API_URL), {
      body: form.toString(),
      headers: {
        authorization: `Bearer ${config.STRIPE_SECRET_KEY ?? ""}`,
        "content-type": "application/x-www-form-urlencoded",
        "idempotency-key": `meter-event-${event.identifier}`,
      },
      throwHttpErrors: false,
      retry: { limit: 0 },
      timeout: { request: config.STRIPE_TIMEOUT_MS },
      followRedirect: false,
    });
    return { status: response.statusCode, body: parseBody(response.body), error: null };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return { status: null, body: null, error: (e.code ? `${e.code}: ${e.message}` : e.message).slice(0, 500) };
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsed: text.slice(0, 1024) };
  }
}
