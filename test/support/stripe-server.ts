import { createServer, type IncomingMessage, type Server } from "node:http";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export interface RecordedMeterEvent {
  identifier: string;
  event_name: string;
  payload: Record<string, string>;
  timestamp: number;
}

type Mode = { kind: "ok" } | { kind: "status"; status: number; times: number } | { kind: "hold" };

export interface RecordedCustomer {
  id: string;
  name: string | null;
  metadata: Record<string, string>;
}

export interface RecordedCheckoutSession {
  id: string;
  mode: string;
  customer: string;
  client_reference_id: string | null;
  currency: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string;
}

/** Stripe's form encoding, one level of brackets deep (`metadata[merchant_id]` -> metadata.merchant_id). */
function formObject(form: URLSearchParams): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of form) {
    const match = /^(\w+)\[(.+)\]$/.exec(key);
    if (match) out[match[1]!] = { ...((out[match[1]!] as Record<string, string>) ?? {}), [match[2]!]: value };
    else out[key] = value;
  }
  return out;
}

/**
 * A local stand-in for the Stripe API endpoints the service calls, speaking their wire format:
 * bearer auth, form-encoded bodies, Stripe-shaped JSON answers and errors, and Stripe's
 * `Idempotency-Key` replay (the same key answers the first answer again, creating nothing).
 * - `POST /v1/billing/meter_events` (`payload[stripe_customer_id]`...) with Stripe's
 *   de-duplication on `identifier` (a repeat is answered with the event already recorded, not
 *   counted again). A test can make it answer 429/500/400, or hold requests (record the event,
 *   never answer) to crash a worker between sending and recording.
 * - `POST /v1/customers` (`metadata[...]`) and `POST /v1/checkout/sessions` (setup mode).
 * `sendCheckoutCompleted` then plays Stripe's part: it POSTs a signed `checkout.session.completed`.
 */
export class StripeServer {
  readonly customers = new Map<string, RecordedCustomer>();
  readonly checkoutSessions = new Map<string, RecordedCheckoutSession>();
  /** Requests to /v1/customers that reached the handler (replays by Idempotency-Key included). */
  customerRequests = 0;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  readonly webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  /** Distinct events, by identifier: what Stripe would bill. */
  readonly events = new Map<string, RecordedMeterEvent>();
  /** Every request that reached the endpoint (including repeats and refused ones). */
  requests = 0;
  private server: Server | undefined;
  private mode: Mode = { kind: "ok" };
  private held: Array<() => void> = [];
  readonly heldRequests: string[] = [];

  constructor(readonly secretKey = "sk_test_proofbase_fake") {}

  get url(): string {
    const address = this.server!.address() as { port: number };
    return `http://127.0.0.1:${address.port}`;
  }

  /** Answer the next `times` requests with `status` (Stripe-shaped error body), then normally again. */
  failNext(status: number, times = 1): void {
    this.mode = { kind: "status", status, times };
  }

  /** Record events but never answer, until release(). */
  hold(): void {
    this.mode = { kind: "hold" };
  }

  release(): void {
    this.mode = { kind: "ok" };
    for (const end of this.held.splice(0)) end();
  }

  countFor(identifier: string): number {
    return this.events.has(identifier) ? 1 : 0;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        if (status === 0) {
          this.held.push(() => res.destroy());
          return;
        }
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${Math.random().toString(36).slice(2)}` });
        res.end(JSON.stringify(body));
      });
    });
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private createCustomer(form: URLSearchParams): { status: number; body: unknown } {
    const fields = formObject(form);
    const customer: RecordedCustomer = {
      id: stripeId("cus"),
      name: typeof fields.name === "string" ? fields.name : null,
      metadata: typeof fields.metadata === "object" ? fields.metadata : {},
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: { object: "customer", livemode: false, created: Math.floor(Date.now() / 1000), email: null, ...customer } };
  }

  private createCheckoutSession(form: URLSearchParams): { status: number; body: unknown } {
    const get = (name: string) => form.get(name);
    if (!get("mode")) return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: mode.", "mode") };
    if (!get("success_url")) return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: success_url.", "success_url") };
    const customer = get("customer");
    if (!customer || !this.customers.has(customer))
      return { status: 400, body: stripeError("invalid_request_error", "resource_missing", `No such customer: '${customer}'`, "customer") };
    // Setup mode without payment_method_types: Stripe requires the currency.
    if (get("mode") === "setup" && !get("currency") && !get("payment_method_types[0]"))
      return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: currency.", "currency") };
    const id = stripeId("cs_test");
    const session: RecordedCheckoutSession = {
      id,
      mode: get("mode")!,
      customer,
      client_reference_id: get("client_reference_id"),
      currency: get("currency"),
      success_url: get("success_url")!,
      cancel_url: get("cancel_url"),
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    this.checkoutSessions.set(id, session);
    return { status: 200, body: { object: "checkout.session", livemode: false, status: "open", created: Math.floor(Date.now() / 1000), ...session } };
  }

  /**
   * Plays Stripe after the customer finished Checkout: a `checkout.session.completed` event for
   * the session, POSTed to `webhookUrl` with a `Stripe-Signature` made the way Stripe makes it
   * (HMAC-SHA256 of `timestamp.payload` with the endpoint's secret). `timestamp` and `secret`
   * forge stale or wrongly signed deliveries; `eventId` replays one.
   */
  async sendCheckoutCompleted(
    webhookUrl: string,
    sessionId: string,
    options: { eventId?: string; timestamp?: number; secret?: string; signature?: string | null; override?: Record<string, unknown> } = {},
  ): Promise<{ status: number; body: unknown; eventId: string }> {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const eventId = options.eventId ?? stripeId("evt");
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2025-10-29.clover",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type: "checkout.session.completed",
      data: { object: { object: "checkout.session", ...session, status: "complete", setup_intent: stripeId("seti"), ...options.override } },
    });
    return { ...(await this.sendSigned(webhookUrl, payload, options)), eventId };
  }

  /** POSTs `payload` signed like Stripe (or with the signature given, or none with null). */
  async sendSigned(webhookUrl: string, payload: string, options: { timestamp?: number; secret?: string; signature?: string | null } = {}): Promise<{ status: number; body: unknown }> {
    const header =
      options.signature !== undefined
        ? options.signature
        : Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? this.webhookSecret, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000) });
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)", ...(header === null ? {} : { "stripe-signature": header }) },
      body: payload,
    });
    return { status: response.status, body: await response.json() };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const routes: Record<string, (form: URLSearchParams) => { status: number; body: unknown }> = {
      "/v1/customers": (form) => this.createCustomer(form),
      "/v1/checkout/sessions": (form) => this.createCheckoutSession(form),
    };
    if (req.method !== "POST" || (req.url !== "/v1/billing/meter_events" && !routes[req.url ?? ""]))
      return { status: 404, body: stripeError("invalid_request_error", "resource_missing", `Unrecognized request URL (${req.method}: ${req.url}).`) };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return { status: 401, body: stripeError("invalid_request_error", undefined, "Invalid API Key provided.") };
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: event_name.") };
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const route = routes[req.url!];
    if (route) {
      if (req.url === "/v1/customers") this.customerRequests++;
      const key = req.headers["idempotency-key"];
      const replayKey = typeof key === "string" ? `${req.url} ${key}` : undefined;
      const replayed = replayKey ? this.idempotent.get(replayKey) : undefined;
      if (replayed) return replayed;
      const answer = route(form);
      if (replayKey) this.idempotent.set(replayKey, answer);
      return answer;
    }
    this.requests++;
    const payload: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^payload\[(.+)\]$/.exec(key);
      if (match) payload[match[1]!] = value;
    }
    const eventName = form.get("event_name");
    if (!eventName) return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: event_name.", "event_name") };
    if (!payload.stripe_customer_id || !payload.value)
      return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: payload.", "payload") };

    if (this.mode.kind === "status") {
      const { status } = this.mode;
      if (--this.mode.times <= 0) this.mode = { kind: "ok" };
      const type = status === 429 ? "rate_limit_error" : status >= 500 ? "api_error" : "invalid_request_error";
      return { status, body: stripeError(type, status === 400 ? "resource_missing" : undefined, status === 400 ? "No such customer." : "Try again later.") };
    }
    const identifier = form.get("identifier") ?? `auto_${Math.random().toString(36).slice(2)}`;
    const event: RecordedMeterEvent = this.events.get(identifier) ?? {
      identifier,
      event_name: eventName,
      payload,
      timestamp: Number(form.get("timestamp") ?? Math.floor(Date.now() / 1000)),
    };
    this.events.set(identifier, event);
    if (this.mode.kind === "hold") {
      this.heldRequests.push(identifier);
      return { status: 0, body: null };
    }
    return { status: 200, body: { object: "billing.meter_event", created: Math.floor(Date.now() / 1000), livemode: false, ...event } };
  }
}

function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function stripeError(type: string, code: string | undefined, message: string, param?: string) {
  return { error: { type, ...(code ? { code } : {}), message, ...(param ? { param } : {}) } };
}

/**
 * For a test file's `vi.hoisted` block, before the service's config is read: a started
 * StripeServer, with BILLING_PROVIDER=stripe and the STRIPE_ settings pointing at it.
 */
export async function startStripeForService(timeoutMs: number): Promise<StripeServer> {
  const server = new StripeServer();
  await server.start();
  Object.assign(process.env, {
    BILLING_PROVIDER: "stripe",
    STRIPE_API_URL: server.url,
    STRIPE_SECRET_KEY: server.secretKey,
    STRIPE_WEBHOOK_SECRET: server.webhookSecret,
    STRIPE_TIMEOUT_MS: String(timeoutMs),
  });
  return server;
}
