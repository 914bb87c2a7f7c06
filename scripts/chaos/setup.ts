import { randomBytes } from "node:crypto";
import * as OTPAuth from "otpauth";
import { SCOPES } from "../../src/http/auth/scopes.js";
import { STRIPE_WEBHOOK_PATH } from "../../src/billing/live-access/stripe-webhook-endpoint.js";
import { EVENT_TYPES } from "../../src/events/catalog.js";
import type { TestSmtpServer } from "../../test/support/smtp-server.js";
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
 * `checkout.session.completed` to the service's webhook, and only then, with 2FA on, is a live key minted.
 */
export async function createLiveAccount(baseUrl: string, name: string, stripe: StripeServer): Promise<LiveAccount> {
  const password = `chaos-password-${randomBytes(8).toString("hex")}`;
  const signup = await call(baseUrl, "POST", "/api/merchant/signup", {
    email: `${name.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(4).toString("hex")}@example.test`,
    password,
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

  // A live key needs a second factor (contract section 19): the owner starts the 2FA setup with its
  // password, turns 2FA on with an authenticator code and mints with one of the recovery codes it
  // answers (the enabling code's step is spent).
  const setup = await call(baseUrl, "POST", "/api/merchant/2fa/setup", { password }, portal);
  expect(setup, 200, "starting the 2FA setup");
  const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(String(setup.body.secret)), algorithm: "SHA1", digits: 6, period: 30 });
  const enabled = await call(baseUrl, "POST", "/api/merchant/2fa/enable", { code }, portal);
  expect(enabled, 200, "turning 2FA on");
  const key = await call(baseUrl, "POST", "/api/merchant/api-keys", { name: "chaos live", mode: "live", scopes: [...SCOPES], otp: String(enabled.body.recovery_codes[0]) }, portal);
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

/** A member signed in to the dashboard: what a browser holds (the session cookie and its CSRF token). */
export interface PortalMember {
  merchantId: string;
  role: string;
  cookie: string;
  csrfToken: string;
}

/** The invitation link's token in the newest mail to `email` at the SMTP stand-in (quoted-printable decoded). */
async function invitationTokenMailedTo(smtp: TestSmtpServer, email: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (smtp.to(email).length === 0) {
    if (Date.now() > deadline) throw new Error(`set-up: no invitation email reached ${email} in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const text = smtp.to(email).at(-1)!.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = /\/invite#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error("set-up: the invitation email holds no link");
  return token;
}

/**
 * A test-mode account with a viewer member, made through the portal's routes as people do it: the
 * owner signs up and invites a viewer (no second factor needed for that role), the invitation
 * email reaches the SMTP stand-in, and the viewer accepts its link with a password and is signed in.
 */
export async function createPortalViewer(baseUrl: string, name: string, smtp: TestSmtpServer): Promise<PortalMember> {
  const slug = `${name.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(4).toString("hex")}`;
  const signup = await call(baseUrl, "POST", "/api/merchant/signup", { email: `${slug}@example.test`, password: `chaos-password-${randomBytes(8).toString("hex")}`, business_name: name }, {});
  expect(signup, 201, "portal signup");
  const owner = { cookie: signup.cookie ?? "", "x-csrf-token": String(signup.body.csrf_token) };
  const viewerEmail = `${slug}-viewer@example.test`;
  expect(await call(baseUrl, "POST", "/api/merchant/members/invitations", { email: viewerEmail, role: "viewer" }, owner), 201, "inviting a viewer");
  const token = await invitationTokenMailedTo(smtp, viewerEmail);
  const accepted = await call(baseUrl, "POST", "/api/merchant/invitations/accept", { token, password: `viewer-password-${randomBytes(8).toString("hex")}` }, {});
  expect(accepted, 201, "accepting the invitation");
  const me = await call(baseUrl, "GET", "/api/merchant/members", undefined, { cookie: accepted.cookie ?? "" });
  expect(me, 200, "listing the members as the viewer");
  const role = (me.body.data as { email: string; role: string }[] | undefined)?.find((m) => m.email === viewerEmail)?.role;
  if (role !== "viewer") throw new Error(`set-up: the invited member is ${role ?? "not listed"}, not a viewer`);
  return { merchantId: String(signup.body.account.id), role, cookie: accepted.cookie ?? "", csrfToken: String(accepted.body.csrf_token) };
}
