import { randomBytes } from "node:crypto";
import { SCOPES } from "../../src/auth/scopes.js";
import { EVENT_TYPES } from "../../src/events/catalog.js";
import type { ChaosReceiver } from "./receivers.js";

/** An endpoint the run registered: where it points, and what it subscribes to. */
export interface LedgerEndpoint {
  id: string;
  merchantId: string;
  receiver: string;
  path: string;
  events: string[];
}

export interface ChaosMerchant {
  index: number;
  merchantId: string;
  liveKey: string;
  stripeCustomerId: string;
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
 * Merchants made the way a merchant makes them, over HTTP only: sign up in the portal, mint a live
 * key holding every scope, set the Stripe customer, and register one endpoint on each receiver.
 */
export async function createMerchants(baseUrl: string, count: number, receivers: ChaosReceiver[]): Promise<ChaosMerchant[]> {
  const merchants: ChaosMerchant[] = [];
  for (let index = 0; index < count; index++) {
    const signup = await call(baseUrl, "POST", "/api/merchant/signup", {
      email: `chaos-${index}-${randomBytes(4).toString("hex")}@example.test`,
      password: `chaos-password-${randomBytes(8).toString("hex")}`,
      business_name: `Chaos ${index}`,
    }, {});
    expect(signup, 201, "portal signup");
    const portal = { cookie: signup.cookie ?? "", "x-csrf-token": String(signup.body.csrf_token) };
    const merchantId = String(signup.body.account.id);

    const key = await call(baseUrl, "POST", "/api/merchant/api-keys", { name: "chaos live", mode: "live", scopes: [...SCOPES] }, portal);
    expect(key, 201, "minting a live key");
    const liveKey = String(key.body.key);

    const stripeCustomerId = `cus_Chaos${index}${randomBytes(4).toString("hex")}`;
    expect(await call(baseUrl, "PUT", "/api/merchant/billing", { stripe_customer_id: stripeCustomerId }, portal), 200, "setting the Stripe customer");

    const endpoints: LedgerEndpoint[] = [];
    for (const receiver of receivers) {
      const path = `/m${index}`;
      const created = await call(baseUrl, "POST", "/api/v1/webhook-endpoints", { url: receiver.url(path), events: SUBSCRIBED }, { authorization: `Bearer ${liveKey}` });
      expect(created, 201, "creating a webhook endpoint");
      endpoints.push({ id: String(created.body.id), merchantId, receiver: receiver.name, path, events: [...SUBSCRIBED] });
    }
    merchants.push({ index, merchantId, liveKey, stripeCustomerId, endpoints });
  }
  return merchants;
}
