import { createServer, type IncomingMessage, type Server } from "node:http";
import { once } from "node:events";

export interface RecordedMeterEvent {
  identifier: string;
  event_name: string;
  payload: Record<string, string>;
  timestamp: number;
}

type Mode = { kind: "ok" } | { kind: "status"; status: number; times: number } | { kind: "hold" };

/**
 * A local stand-in for Stripe's meter-events endpoint, speaking its wire format:
 * `POST /v1/billing/meter_events`, form-encoded (`payload[stripe_customer_id]`...), bearer auth,
 * and Stripe's de-duplication on `identifier` (a repeat is answered with the event already
 * recorded, not counted again). A test can make it answer 429/500/400, or hold requests (record
 * the event, never answer) to crash a worker between sending and recording.
 */
export class StripeServer {
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

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/billing/meter_events")
      return { status: 404, body: stripeError("invalid_request_error", "resource_missing", `Unrecognized request URL (${req.method}: ${req.url}).`) };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return { status: 401, body: stripeError("invalid_request_error", undefined, "Invalid API Key provided.") };
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return { status: 400, body: stripeError("invalid_request_error", "parameter_missing", "Missing required param: event_name.") };
    this.requests++;
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
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
  Object.assign(process.env, { BILLING_PROVIDER: "stripe", STRIPE_API_URL: server.url, STRIPE_SECRET_KEY: server.secretKey, STRIPE_TIMEOUT_MS: String(timeoutMs) });
  return server;
}
