import type Stripe from "stripe";
import { config } from "../platform/config.js";

let client: Promise<Stripe> | undefined;
let stripeErrorClass: typeof Stripe.errors.StripeError | undefined;

/**
 * The official package, imported on first use: its ~200 modules cost every api and worker process
 * about 0.3 s at start, and only billing calls Stripe.
 */
export async function stripePackage(): Promise<typeof Stripe> {
  const { default: StripeClass } = await import("stripe");
  stripeErrorClass = StripeClass.errors.StripeError;
  return StripeClass;
}

/**
 * The one Stripe client (the official package) for every Stripe call: pointed at STRIPE_API_URL
 * (a local stand-in in tests), STRIPE_TIMEOUT_MS per request, and no retries of its own: our jobs
 * retry, with the same idempotency key, so a retry is never a second charge or a second customer.
 */
export function stripe(): Promise<Stripe> {
  client ??= stripePackage().then((StripeClass) => {
    const url = new URL(config.STRIPE_API_URL);
    const protocol = url.protocol === "http:" ? "http" : "https";
    return new StripeClass(config.STRIPE_SECRET_KEY ?? "sk_unset", {
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
      protocol,
      timeout: config.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 0,
      telemetry: false,
    });
  });
  return client;
}

/** What Stripe answered, or that no answer arrived (status null), for callers that classify it. */
export interface ProviderAnswer {
  status: number | null;
  body: unknown;
  error: string | null;
}

/** A Stripe error as our answer: its HTTP status and Stripe's error object, or no status for a connection error or timeout. */
export function answerOfError(error: unknown): ProviderAnswer {
  if (stripeErrorClass && error instanceof stripeErrorClass && typeof error.statusCode === "number") {
    return { status: error.statusCode, body: { error: error.raw }, error: null };
  }
  const e = error as NodeJS.ErrnoException;
  return { status: null, body: null, error: (e.code ? `${e.code}: ${e.message}` : e.message).slice(0, 500) };
}
