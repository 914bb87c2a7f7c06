import { randomBytes } from "node:crypto";
import { SCOPES } from "../../src/auth/scopes.js";
import { STRIPE_WEBHOOK_PATH } from "../../src/live-access/stripe-webhook-endpoint.js";
import { EVENT_TYPES } from "../../src/events/catalog.js";
import type { StripeServer } from "../../test/support/stripe-server.js";
import type { ChaosReceiver } from "./receivers.js";

/** An endpoint the run registered: where it points, and what it subscribes to. */
export interface LedgerEndpoint {
  id: string;
  merchantId: string;
  receiver: string;
  path: string;
  events: string[];
}

/** An account gone live the way a merchant goes live: signed up, billing set up at Stripe, a live key minted. */
export interface LiveAccount {
  merchantId: string;
  liveKey: string;
  /** The customer the service created at the Stripe stand-in. */
  stripeCustomerId: string;
}

export interface ChaosMerchant extends LiveAccount {
  index: number;
  endpoints: LedgerEndpoint[];
}

/** Every event type an endpoint may subscribe to (the ping needs no subscription). */
const SUBSCRIBED = EVENT_TYPES.filter((type) => type !== "ping");

async function call(baseUrl: string, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as Record<string, any>) : {};
  return { status: res.status, body: parsed, cookie: res.headers.get("set-cookie")?.split(";")[0] };
}

function expect(result: { status: number; body: unknown }, status: number, what: string): void {
  if (result.status !== status) throw new Error(`set-up: ${what} answered ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
}

/**
 * Signs up in the portal and goes live as contract section 11 has it: `POST
 * /api/merchant/billing/setup` (the service creates the Stripe customer and a setup-mode Checkout
 * Session at the stand-in), the stand-in plays the owner finishing Checkout by sending the signed
 * `checkout.session.completed` to the service's webhook, and only then is a live key minted.
 */
export async function createLiveAccount(baseUrl: string, name: string, stripe: StripeServer): Promise<LiveAccount> {
  const signup = await call(baseUrl, "POST", "/api/merchant/signup", {
    email: `${name.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(4).toString("hex")}@example.test`,
    password: `chaos-password-${randomBytes(8).toString("hex")}`,
    business_name: name,
  }, {});
  expect(signup, 201, "portal signup");
  const portal = { cookie: signup.cookie ?? "", "x-csrf-token": String(signup.body.csrf_token) };
  const merchantId = String(signup.body.account.id);

  expect(await call(baseUrl, "POST", "/api/merchant/api-keys", { name: "too early", mode: "live", scopes: [...SCOPES] }, portal), 403, "minting a live key before activation");
  expect(await call(baseUrl, "POST", "/api/merchant/billing/setup", undefined, portal), 201, "starting the billing setup");
  const checkout = [...stripe.checkoutSessions.values()].find((session) => session.client_reference_id === merchantId);
  if (!checkout) throw new Error(`set-up: the Stripe stand-in holds no Checkout Session for ${merchantId}`);
  const webhook = await stripe.sendCheckoutCompleted(`${baseUrl}${STRIPE_WEBHOOK_PATH}`, checkout.id);
  if (webhook.status !== 200) throw new Error(`set-up: the Stripe webhook answered ${webhook.status} ${JSON.stringify(webhook.body).slice(0, 300)}`);
  const billing = await call(baseUrl, "GET", "/api/merchant/billing", undefined, portal);
  expect(billing, 200, "reading the billing state");
  if (billing.body.live_enabled !== true || billing.body.stripe_customer_id !== checkout.customer)
    throw new Error(`set-up: after checkout.session.completed the account is not live: ${JSON.stringify(billing.body).slice(0, 300)}`);

  const key = await call(baseUrl, "POST", "/api/merchant/api-keys", { name: "chaos live", mode: "live", scopes: [...SCOPES] }, portal);
  expect(key, 201, "minting a live key");
  return { merchantId, liveKey: String(key.body.key), stripeCustomerId: checkout.customer };
}

/** The load's merchants: live accounts, each with one endpoint on each receiver subscribed to every event type. */
export async function createMerchants(baseUrl: string, count: number, receivers: ChaosReceiver[], stripe: StripeServer): Promise<ChaosMerchant[]> {
  const merchants: ChaosMerchant[] = [];
  for (let index = 0; index < count; index++) {
    const account = await createLiveAccount(baseUrl, `Chaos ${index}`, stripe);
    const endpoints: LedgerEndpoint[] = [];
    for (const receiver of receivers) {
      const path = `/m${index}`;
      const created = await call(baseUrl, "POST", "/api/v1/webhook-endpoints", { url: receiver.url(path), events: SUBSCRIBED }, { authorization: `Bearer ${account.liveKey}` });
      expect(created, 201, "creating a webhook endpoint");
      endpoints.push({ id: String(created.body.id), merchantId: account.merchantId, receiver: receiver.name, path, events: [...SUBSCRIBED] });
    }
    merchants.push({ index, ...account, endpoints });
  }
  return merchants;
}
