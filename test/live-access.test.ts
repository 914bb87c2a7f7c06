import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Local servers speaking Stripe's and Twilio's wire formats, started before the config is parsed.
const { stripe, twilio } = await vi.hoisted(async () => {
  const { startStripeForService } = await import("./support/stripe-server.js");
  const { startTwilioServer, twilioEnv } = await import("./support/twilio-server.js");
  const twilioServer = await startTwilioServer();
  Object.assign(process.env, {
    ...twilioEnv(twilioServer),
    // The admin throttle test counts per forwarded address.
    TRUST_PROXY: "loopback",
    ADMIN_AUTH_FAILURES_PER_IP: "3",
  });
  return { stripe: await startStripeForService(2000), twilio: twilioServer };
});

import { randomBytes } from "node:crypto";
import { SCOPES } from "../src/http/auth/scopes.js";
import { config } from "../src/platform/config.js";
import { prisma } from "../src/platform/db/client.js";
import { setLiveAccess } from "../src/billing/live-access/set-live-access.js";
import "../src/app/message-kinds.js";
import { configuredSenders, deliverMessage } from "../src/messaging/outbox/deliver-message.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";
import { spawnService, stopService, type ServiceProcess } from "./support/processes.js";
import { phoneCodeWithMessage } from "./support/code-messages.js";
import { sdkClient } from "./support/sdk.js";
import { portalBrowser, portalLogin } from "./support/sessions.js";
import { enableTwoFactorFor, totpCode } from "./support/two-factor.js";
import { waitFor } from "./support/wait.js";
import { opsActor } from "../src/http/audit/actor.js";
import { randomListenPort } from "./support/ports.js";

let api: TestApi;
let webhookUrl: string;

beforeAll(async () => {
  api = await startApi();
  webhookUrl = `${api.baseUrl}/api/billing/stripe/webhook`;
});
afterAll(async () => {
  await api.close();
  await Promise.all([stripe.stop(), twilio.close()]);
});

async function signUp() {
  const email = `owner-${randomBytes(6).toString("hex")}@example.test`;
  const password = "correct horse battery staple";
  const res = await fetch(`${api.baseUrl}/api/merchant/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, business_name: "Fresh Shop" }),
  });
  expect(res.status).toBe(201);
  const portal = await portalLogin(api.baseUrl, email, password);
  const { account } = (await portal.call("GET", "/me")).body;
  return { portal, merchantId: account.id as string };
}

const liveState = (merchantId: string) => prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { liveEnabled: true, liveEnabledReason: true } });

describe("a new account is test-only until Stripe's setup completes", () => {
  it("refuses live keys and live pages, then the self-serve Stripe path enables them", async () => {
    const { portal, merchantId } = await signUp();
    expect((await portal.call("GET", "/me")).body.live_enabled).toBe(false);
    const refused = await portal.call("POST", "/api-keys", { name: "live", mode: "live", scopes: ["sessions:write"] });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: "live_mode_not_enabled", type: "permission_error" } } });
    expect((await portal.call("GET", "/live/verification-sessions")).body.error.code).toBe("live_mode_not_enabled");
    expect((await portal.call("GET", "/test/verification-sessions")).status).toBe(200);
    expect(await prisma.apiKey.count({ where: { merchantId, mode: "live" } })).toBe(0);

    // Setup: one customer (metadata), one setup-mode Checkout Session back to the dashboard.
    const setup = await portal.call("POST", "/billing/setup", {});
    expect(setup.status).toBe(201);
    const session = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === merchantId)!;
    expect(setup.body).toEqual({ object: "billing_setup", url: session.url });
    const customer = stripe.customers.get(session.customer)!;
    expect(customer.metadata).toEqual({ merchant_id: merchantId });
    expect(session).toMatchObject({ mode: "setup", currency: "usd", success_url: `${config.PUBLIC_URL}/test/billing?activation=success` });
    expect((await portal.call("GET", "/billing")).body).toMatchObject({ live_enabled: false, stripe_customer_id: customer.id });

    // A second setup (abandoned Checkout, retry) reuses the customer.
    expect((await portal.call("POST", "/billing/setup", {})).status).toBe(201);
    expect([...stripe.customers.values()].filter((c) => c.metadata.merchant_id === merchantId)).toHaveLength(1);

    const delivered = await stripe.sendCheckoutCompleted(webhookUrl, session.id);
    expect(delivered).toMatchObject({ status: 200, body: { received: true, outcome: "processed" } });
    expect(await liveState(merchantId)).toEqual({ liveEnabled: true, liveEnabledReason: "stripe_checkout" });
    // The account's audit log says who turned live mode on: operations, through Stripe's webhook.
    expect(await prisma.auditLogEntry.findMany({ where: { merchantId, action: "enableLiveAccess" }, select: { actorType: true, actorId: true } })).toEqual([
      { actorType: "ops", actorId: "stripe_webhook" },
    ]);
    // A live key needs its minter's 2FA and a fresh code (contract section 19); turning 2FA on ends the other sessions.
    const user = await prisma.user.findFirstOrThrow({ where: { merchantId }, select: { id: true, email: true } });
    const { secret } = await enableTwoFactorFor({ userId: user.id, email: user.email });
    const signedIn = portalBrowser(api.baseUrl);
    expect((await signedIn.call("POST", "/login", { email: user.email, password: "correct horse battery staple", otp: totpCode(secret) })).status).toBe(200);
    const minted = await signedIn.call("POST", "/api-keys", { name: "live", mode: "live", scopes: [...SCOPES] });
    expect(minted.status).toBe(201);
    expect((await client(api.baseUrl, minted.body.key).get("/api/v1/verification-sessions")).status).toBe(200);
    expect((await signedIn.call("GET", "/me")).body.live_enabled).toBe(true);
  });

  it("a crash between creating the customer and recording it: the retry gets the same customer back", async () => {
    const { portal, merchantId } = await signUp();
    expect((await portal.call("POST", "/billing/setup", {})).status).toBe(201);
    const first = (await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId } })).stripeCustomerId!;
    // As if the record had never been written: Stripe replays the create by its Idempotency-Key.
    await prisma.merchant.update({ where: { id: merchantId }, data: { stripeCustomerId: null } });
    const requests = stripe.customerRequests;
    expect((await portal.call("POST", "/billing/setup", {})).status).toBe(201);
    expect(stripe.customerRequests).toBe(requests + 1);
    expect((await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId } })).stripeCustomerId).toBe(first);
    expect([...stripe.customers.values()].filter((c) => c.metadata.merchant_id === merchantId)).toHaveLength(1);
  });

  it("refuses forged, unsigned and stale webhooks, and a replayed event changes nothing", async () => {
    const { portal, merchantId } = await signUp();
    await portal.call("POST", "/billing/setup", {});
    const session = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === merchantId)!;

    for (const options of [{ secret: "whsec_forged" }, { signature: null }, { timestamp: Math.floor(Date.now() / 1000) - 600 }, { signature: "t=1,v1=00" }]) {
      const refused = await stripe.sendCheckoutCompleted(webhookUrl, session.id, options);
      expect(refused, JSON.stringify(options)).toMatchObject({ status: 400, body: { error: { code: "invalid_stripe_signature", param: "Stripe-Signature" } } });
    }
    expect(await liveState(merchantId)).toMatchObject({ liveEnabled: false });

    // Signed, but for a customer that is not the merchant's: ignored.
    const foreign = await stripe.sendCheckoutCompleted(webhookUrl, session.id, { override: { customer: "cus_SomeoneElse" } });
    expect(foreign).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    expect(await liveState(merchantId)).toMatchObject({ liveEnabled: false });

    const { eventId } = await stripe.sendCheckoutCompleted(webhookUrl, session.id);
    expect(await liveState(merchantId)).toMatchObject({ liveEnabled: true });
    await setLiveAccess(merchantId, { enabled: false, reason: "ops: fraud review", actor: opsActor("test") });
    const replayed = await stripe.sendCheckoutCompleted(webhookUrl, session.id, { eventId });
    expect(replayed).toMatchObject({ status: 200, body: { outcome: "replayed" } });
    expect(await liveState(merchantId)).toEqual({ liveEnabled: false, liveEnabledReason: "ops: fraud review" });

    const unknown = await stripe.sendSigned(webhookUrl, JSON.stringify({ id: `evt_${randomBytes(8).toString("hex")}`, object: "event", type: "invoice.paid", data: { object: {} } }));
    expect(unknown).toMatchObject({ status: 200, body: { outcome: "ignored" } });
  });
});

describe("the kill switch", () => {
  const adminAuth = `Basic ${Buffer.from(`${config.ADMIN_USER}:${config.ADMIN_PASSWORD}`).toString("base64")}`;
  const switchLive = (baseUrl: string, merchantId: string, body: unknown, authorization = adminAuth, from?: string) =>
    fetch(`${baseUrl}/admin/api/merchants/${merchantId}/live-access`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json", ...(from ? { "x-forwarded-for": from } : {}) },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));

  let second: ServiceProcess | undefined;
  afterAll(async () => {
    if (second) await stopService(second);
  });

  it("stops a live key mid-flight in every api process, and its pending live SMS are never sent", async () => {
    const port = randomListenPort();
    second = spawnService("src/api.ts", { PORT: String(port) });
    const secondUrl = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${secondUrl}/readyz`).catch(() => null))?.ok || null, "the second api process", 90_000);

    const merchant = await createTestMerchant();
    const [here, there] = [client(api.baseUrl, merchant.liveKey), client(secondUrl, merchant.liveKey)];
    // The key works (and is now cached) in both processes.
    const created = await here.post("/api/v1/verification-sessions", { flows: ["phone"] });
    expect(created.status).toBe(201);
    expect((await there.get("/api/v1/verification-sessions")).status).toBe(200);
    const sdk = sdkClient(api.baseUrl, created.body.client_token);
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345670" })).status).toBe(202);
    const queued = await prisma.phoneCode.findFirstOrThrow({ where: { objectId: created.body.id } });
    expect(await phoneCodeWithMessage(queued.id)).toMatchObject({ smsStatus: "outbox", codeSealed: expect.stringMatching(/^v2\./), message: { status: "queued" } });

    const disabled = await switchLive(api.baseUrl, merchant.merchantId, { enabled: false, reason: "chargebacks" });
    expect(disabled).toMatchObject({ status: 200, body: { live_enabled: false, live_enabled_reason: "ops: chargebacks", changed: true, canceled_sms: 1 } });

    for (const live of [here, there]) {
      const res = await live.get("/api/v1/verification-sessions");
      expect(res).toMatchObject({ status: 403, body: { error: { code: "live_mode_not_enabled" } } });
    }
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345670" })).body.error.code).toBe("live_mode_not_enabled");
    expect((await client(api.baseUrl, merchant.testKey).get("/api/v1/verification-sessions")).status).toBe(200);

    // The queued send was canceled and cleared; its job (if it ran now) sends nothing.
    expect(await phoneCodeWithMessage(queued.id)).toMatchObject({ codeSealed: null, phoneSealed: null, message: { status: "canceled" } });
    expect(await deliverMessage(queued.id, configuredSenders(), { isLast: false })).toBe("skipped");
    expect(twilio.messages.filter((m) => m.to === "+33612345670")).toEqual([]);

    // Ops enable again: the key works at once in both processes.
    expect((await switchLive(secondUrl, merchant.merchantId, { enabled: true, reason: "cleared" })).body).toMatchObject({ live_enabled: true, changed: true });
    for (const live of [here, there]) expect((await live.get("/api/v1/verification-sessions")).status).toBe(200);
  });

  it("a text of a disabled account is never sent, even if its message is still queued", async () => {
    const merchant = await createTestMerchant();
    const created = await client(api.baseUrl, merchant.liveKey).post("/api/v1/verification-sessions", { flows: ["phone"] });
    expect((await sdkClient(api.baseUrl, created.body.client_token).post("/phone/send-code", { phone_number: "+33612345671" })).status).toBe(202);
    const queued = await prisma.phoneCode.findFirstOrThrow({ where: { objectId: created.body.id } });
    // Access off without the cancel (another writer's race): the message, composed after its claim, requires live access.
    await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { liveEnabled: false } });
    expect(await deliverMessage(queued.id, configuredSenders(), { isLast: false })).toBe("skipped");
    expect(twilio.messages.filter((m) => m.to === "+33612345671")).toEqual([]);
    // Pointless now: canceled and cleared, so the sweeper stops re-queueing it.
    expect(await phoneCodeWithMessage(queued.id)).toMatchObject({ codeSealed: null, phoneSealed: null, message: { status: "canceled", attempts: 1 } });
  });

  it("a disable while a text is with the provider answers only after that text's answer is recorded; nothing is sent after", async () => {
    const merchant = await createTestMerchant();
    const live = client(api.baseUrl, merchant.liveKey);
    const numbers = ["+33612345672", "+33612345673"];
    const codes: { id: string }[] = [];
    for (const phone_number of numbers) {
      const created = await live.post("/api/v1/verification-sessions", { flows: ["phone"] });
      expect((await sdkClient(api.baseUrl, created.body.client_token).post("/phone/send-code", { phone_number })).status).toBe(202);
      codes.push(await prisma.phoneCode.findFirstOrThrow({ where: { objectId: created.body.id } }));
    }
    // The first text reaches the provider, whose answer is held back.
    const gate = twilio.holdNextAnswer();
    const sending = deliverMessage(codes[0]!.id, configuredSenders(), { isLast: false });
    await waitFor(() => twilio.messages.some((m) => m.to === numbers[0]) || null, "the first text at the provider", 10_000);
    // A second attempt of the same send while the first is with the provider claims nothing.
    expect(await deliverMessage(codes[0]!.id, configuredSenders(), { isLast: false })).toBe("skipped");

    let acknowledgedAt = 0;
    const disabling = switchLive(api.baseUrl, merchant.merchantId, { enabled: false, reason: "fraud" }).then((res) => ((acknowledgedAt = performance.now()), res));
    await waitFor(async () => ((await liveState(merchant.merchantId)).liveEnabled === false) || null, "the disable committed", 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(acknowledgedAt).toBe(0); // still waiting for the text with the provider
    const releasedAt = performance.now();
    gate.release();

    expect(await sending).toBe("sent");
    const disabled = await disabling;
    expect(disabled).toMatchObject({ status: 200, body: { live_enabled: false, changed: true, canceled_sms: 1 } });
    expect(acknowledgedAt).toBeGreaterThan(releasedAt);
    // The text that went is recorded as sent; the one still queued was canceled and never goes.
    expect(await phoneCodeWithMessage(codes[0]!.id)).toMatchObject({ codeSealed: null, message: { status: "sent", sendingUntil: null } });
    expect(await phoneCodeWithMessage(codes[1]!.id)).toMatchObject({ codeSealed: null, message: { status: "canceled" } });
    expect(await deliverMessage(codes[1]!.id, configuredSenders(), { isLast: false })).toBe("skipped");
    expect(twilio.messages.filter((m) => numbers.includes(m.to)).map((m) => m.to)).toEqual([numbers[0]]);
  });

  it("the admin route wants the Bull Board credentials, answers in the error shape, and shares its throttle", async () => {
    const merchant = await createTestMerchant();
    const none = await fetch(`${api.baseUrl}/admin/api/merchants/${merchant.merchantId}/live-access`, { method: "POST" });
    expect(none.status).toBe(401);
    expect((await none.json()).error).toMatchObject({ code: "not_authenticated" });
    expect((await switchLive(api.baseUrl, merchant.merchantId, { enabled: "no" })).body.error).toMatchObject({ code: "invalid_request", param: "enabled" });
    expect(await switchLive(api.baseUrl, "m_unknown", { enabled: false, reason: "x" })).toMatchObject({
      status: 404,
      body: { error: { code: "merchant_not_found", type: "invalid_request_error", param: "merchant_id" } },
    });
    expect(await liveState(merchant.merchantId)).toMatchObject({ liveEnabled: true });

    const wrong = `Basic ${Buffer.from(`${config.ADMIN_USER}:wrong-password`).toString("base64")}`;
    const from = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await switchLive(api.baseUrl, merchant.merchantId, { enabled: false, reason: "x" }, wrong, from)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const throttled = await switchLive(api.baseUrl, merchant.merchantId, { enabled: false, reason: "x" }, adminAuth, from);
    // Throttled: even the right credentials are refused now, in the error shape, and nothing changed.
    expect(throttled).toMatchObject({ status: 429, body: { error: { code: "rate_limited" } } });
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await liveState(merchant.merchantId)).toMatchObject({ liveEnabled: true });
  });

  it("npm run cli -- live-access switches an account by its owner's email, printing only JSON on stdout", async () => {
    const merchant = await createTestMerchant();
    const run = async (args: string[]) => {
      const cli = spawnService("src/cli.ts", {}, ["live-access", ...args]);
      return { code: await cli.exited, output: cli.output(), stdout: cli.stdout() };
    };
    const off = await run(["--email", merchant.email, "--disable", "--reason", "support ticket 42"]);
    expect(off.code).toBe(0);
    // Its stdout is only its JSON (pipeable to jq); the "live access changed" log line goes to stderr.
    expect(JSON.parse(off.stdout)).toMatchObject({ account_id: merchant.merchantId, live_enabled: false, changed: true });
    expect(off.output).toContain("live access changed");
    expect(await liveState(merchant.merchantId)).toEqual({ liveEnabled: false, liveEnabledReason: "cli: support ticket 42" });
    expect((await client(api.baseUrl, merchant.liveKey).get("/api/v1/verification-sessions")).status).toBe(403);
    const both = await run(["--email", merchant.email, "--enable", "--disable"]);
    expect(both.code).toBe(1);
    expect(both.output).toContain("exactly one of --enable and --disable");
    expect((await run(["--email", merchant.email, "--enable"])).code).toBe(0);
    expect(await liveState(merchant.merchantId)).toEqual({ liveEnabled: true, liveEnabledReason: "cli: enabled" });
  });
});
