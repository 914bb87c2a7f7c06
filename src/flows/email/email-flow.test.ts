import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { smtp } = await vi.hoisted(async () => {
  const { startSmtpServer } = await import("../../../test/support/smtp-server.js");
  const server = await startSmtpServer({ refuse: ["nobody@refused.example"] });
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = server.url;
  process.env.EMAIL_FROM = "Proofbase Verify <verify@proofbase.test>";
  process.env.EMAIL_MAX_PER_ADDRESS_PER_HOUR = "3";
  process.env.EMAIL_MAX_PER_IP_PER_HOUR = "8";
  process.env.TRUST_PROXY = "loopback";
  return { smtp: server };
});

import { randomBytes } from "node:crypto";
import { prisma } from "../../platform/db/client.js";
import { getQueue } from "../../platform/queues/factory.js";
import { QUEUES } from "../../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "../../../test/support/factories.js";
import { newWallet, sdkClient } from "../../../test/support/sdk.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { setTimeout as sleep } from "node:timers/promises";
import { emailCodeWithMessage } from "../../../test/support/code-messages.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import { loadConfig } from "../../platform/config.js";
import { FLOW_NAMES } from "../registry.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ApiClient;
let live: ApiClient;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [api, merchant, workers] = await Promise.all([startApi(), createTestMerchant(), runWorkers([QUEUES.email])]);
  test = client(api.baseUrl, merchant.testKey);
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(async () => {
  await workers.stop();
  await Promise.all([api.close(), smtp.close()]);
});

const address = (domain = "example.com") => `jane.${randomBytes(4).toString("hex")}@${domain}`;

async function emailSession(key: ApiClient, body: Record<string, unknown> = {}) {
  const res = await key.post("/api/v1/verification-sessions", { flows: ["email"], ...(key === test ? { test_outcome: "interactive" } : {}), ...body });
  expect(res.status).toBe(201);
  return { session: res.body, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

/** Sends a test-mode code to `email` and checks 000000: the session's answer. */
async function verifyInTestMode(email: string, body: Record<string, unknown> = {}) {
  const { session, sdk } = await emailSession(test, body);
  expect((await sdk.post("/email/send-code", { email })).status).toBe(202);
  const done = await sdk.post("/email/verify", { code: "000000" });
  expect(done.status).toBe(200);
  return { session, done: done.body, signals: (await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } })).signals };
}

describe("the email flow in test mode", () => {
  it("sends nothing, takes 000000, and completes a session of flows [\"email\"] with the email signals", async () => {
    const email = address();
    const { session, sdk } = await emailSession(test);
    expect((await sdk.get("/session")).body.flows).toEqual([{ type: "email", status: "pending", email_masked: null, error: null, code_sent_at: null, resend_available_at: null, code_attempts_left: null }]);
    const sent = await sdk.post("/email/send-code", { email: `  ${email.toUpperCase()} ` });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ email_masked: "j•••@example.com", expires_at: expect.any(String), resend_available_at: expect.any(String), livemode: false });
    const row = await prisma.emailCode.findFirstOrThrow({ where: { objectId: session.id } });
    expect(row).toMatchObject({ mailStatus: "not_sent", codeSealed: null, emailSealed: null, emailMasked: "j•••@example.com" });
    // A reloaded page resumes at the code field: the session says a code is outstanding.
    expect((await sdk.get("/session")).body.flows[0]).toMatchObject({ code_sent_at: row.createdAt.toISOString(), resend_available_at: sent.body.resend_available_at, code_attempts_left: 5 });
    expect(await getQueue(QUEUES.email).getJob(`email-${row.id}`)).toBeUndefined();

    const wrong = await sdk.post("/email/verify", { code: "123456" });
    expect(wrong.body.error).toMatchObject({ code: "incorrect_code", param: "code" });
    const done = await sdk.post("/email/verify", { code: "000000" });
    expect(done.body).toMatchObject({ status: "completed", flows: [{ type: "email", status: "verified", email_masked: "j•••@example.com" }] });
    const stored = await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(stored.signals).toEqual({ email_domain: "example.com", email_disposable: false, email_reused: false });
    // Only a keyed hash and the masked form are kept.
    const flow = await prisma.sdkFlow.findUniqueOrThrow({ where: { objectId_type: { objectId: session.id, type: "email" } } });
    expect(JSON.stringify(flow)).not.toContain(email);
    expect(smtp.to(email)).toEqual([]);
  });

  it.each(["jane", "jane@", "@example.com", "jane@@example.com", "jane@example", "jane doe@example.com", `${"j".repeat(65)}@example.com`, `jane@${"d".repeat(250)}.com`])(
    "refuses %j with invalid_email and writes nothing",
    async (email) => {
      const { session, sdk } = await emailSession(test);
      const res = await sdk.post("/email/send-code", { email });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_email", param: "email" });
      expect(await prisma.sdkFlow.count({ where: { objectId: session.id } })).toBe(0);
    },
  );

  it("says when the object does not ask for the email flow", async () => {
    const res = await test.post("/api/v1/verification-sessions", { flows: ["phone"], test_outcome: "interactive" });
    const refused = await sdkClient(api.baseUrl, res.body.client_token).post("/email/send-code", { email: address() });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_request");
  });

  it("flags disposable domains (subdomains too), and the merchant's rule on email_disposable declines", async () => {
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    const rule = await portal.call("POST", "/decision-rules", {
      mode: "test",
      name: "Decline disposable email",
      priority: 5,
      condition: { signal: "email_disposable", op: "eq", value: true },
      action: "decline",
    });
    expect(rule.status).toBe(201);
    try {
      const disposable = await verifyInTestMode(address("mailinator.com"));
      expect(disposable.signals).toMatchObject({ email_domain: "mailinator.com", email_disposable: true });
      expect(disposable.done.status).toBe("failed");
      expect((await verifyInTestMode(address("eu.mailinator.com"))).signals).toMatchObject({ email_disposable: true });
      const ordinary = await verifyInTestMode(address("example.org"));
      expect(ordinary.signals).toMatchObject({ email_domain: "example.org", email_disposable: false });
      expect(ordinary.done.status).toBe("completed");
    } finally {
      await portal.call("DELETE", `/decision-rules/${rule.body.id}`);
    }
  });

  it("email_reused: the same address verified for another customer in 30 days; a rule on it sends the session to review", async () => {
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    const rule = await portal.call("POST", "/decision-rules", {
      mode: "test",
      name: "Review reused email",
      priority: 6,
      condition: { signal: "email_reused", op: "eq", value: true },
      action: "review",
    });
    try {
      const email = address();
      const first = await verifyInTestMode(email, { customer_address: newWallet().lower });
      expect(first.signals).toMatchObject({ email_reused: false });
      expect(first.done.status).toBe("completed");
      const customer = newWallet().lower;
      const second = await verifyInTestMode(email.toUpperCase(), { customer_address: customer });
      expect(second.signals).toMatchObject({ email_reused: true });
      expect(second.done.status).toBe("requires_review");
      // The same customer again is not "another customer".
      expect((await verifyInTestMode(email, { customer_address: customer })).signals).toMatchObject({ email_reused: true });
      const other = await verifyInTestMode(address(), { customer_address: customer });
      expect(other.signals).toMatchObject({ email_reused: false });
      // Older than 30 days no longer counts.
      await prisma.sdkFlow.updateMany({ where: { objectId: { in: [first.session.id, second.session.id] } }, data: { verifiedAt: new Date(Date.now() - 31 * 86_400_000) } });
      const later = await verifyInTestMode(email, { customer_address: newWallet().lower });
      expect(later.signals).toMatchObject({ email_reused: true });
    } finally {
      await portal.call("DELETE", `/decision-rules/${rule.body.id}`);
    }
  });
});

describe("flows from the registry", () => {
  it("accepts every combination of the registered flows, in any order, and refuses any other name as flows", async () => {
    const combinations = FLOW_NAMES.flatMap((_, i) => FLOW_NAMES.slice(i).map((__, j) => FLOW_NAMES.slice(i, i + j + 1)));
    for (const flows of [...combinations, [...FLOW_NAMES].reverse()]) {
      const res = await test.post("/api/v1/verification-sessions", { flows, test_outcome: "interactive" });
      expect(res.status, JSON.stringify(flows)).toBe(201);
      const view = await sdkClient(api.baseUrl, res.body.client_token).get("/session");
      expect(view.body.flows.map((f: { type: string }) => f.type)).toEqual(flows);
    }
    for (const flows of [["sms"], ["email", "selfie"], ["Email"]]) {
      const res = await test.post("/api/v1/verification-sessions", { flows });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param: "flows" });
    }
  });
});

describe("the email flow in live mode", () => {
  it("mails the code from its outbox job through SMTP (sealed until sent, never in the job), and the code verifies", async () => {
    await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: "Acme <b>Shop</b> https://www.evil.example" } });
    const email = address();
    const { session, sdk } = await emailSession(live);
    const sent = await sdk.post("/email/send-code", { email });
    expect(sent.status).toBe(202);
    expect(sent.body.livemode).toBe(true);

    const [mail] = await waitFor(() => (smtp.to(email).length > 0 ? smtp.to(email) : null), "the verification email");
    expect(mail!.rcptTo).toEqual([email]);
    expect(mail!.mailFrom).toBe("verify@proofbase.test");
    expect(mail!.headers.from).toBe("Proofbase Verify <verify@proofbase.test>");
    expect(mail!.headers.to).toBe(email);
    const code = /^(\d{6}) is your Acme b Shop b https verification code$/.exec(mail!.headers.subject!)?.[1];
    expect(code, mail!.headers.subject).toBeDefined();
    expect(mail!.raw).toContain(`${code} is your Acme b Shop b https verification code.`);
    // No merchant text but the constrained name: no link, no markup.
    expect(mail!.raw).not.toMatch(/https?:\/\/|<b>/);

    const row = await waitFor(async () => {
      const r = await emailCodeWithMessage((await prisma.emailCode.findFirstOrThrow({ where: { objectId: session.id } })).id);
      return r.message?.status === "sent" ? r : null;
    }, "the send recorded");
    expect(row).toMatchObject({ codeSealed: null, emailSealed: null, message: { channel: "email", attempts: 1 } });
    const job = await getQueue(QUEUES.email).getJob(`message-${row.id}`);
    expect(job?.data).toEqual({ messageId: row.id });

    const done = await sdk.post("/email/verify", { code });
    expect(done.body).toMatchObject({ status: "completed", livemode: true, flows: [{ type: "email", status: "verified" }] });
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("a refused mailbox fails the send for good, and the sdk_session says so", async () => {
    const { session, sdk } = await emailSession(live);
    expect((await sdk.post("/email/send-code", { email: "nobody@refused.example" })).status).toBe(202);
    const row = await waitFor(async () => {
      const r = await emailCodeWithMessage((await prisma.emailCode.findFirstOrThrow({ where: { objectId: session.id } })).id);
      return r.message?.status === "failed" ? r : null;
    }, "the refusal recorded");
    expect(row).toMatchObject({ codeSealed: null, emailSealed: null, message: { lastError: "The mail server refused the message (SMTP 550)." } });
    // Refused once, and never tried again (an attempt that failed before reaching the server, on a
    // loaded machine, is retried like any other: the count of attempts may be higher).
    await sleep(1_500);
    expect(smtp.refusals("nobody@refused.example")).toBe(1);
    expect((await emailCodeWithMessage(row.id)).message).toMatchObject({ status: "failed", attempts: row.message!.attempts });
    expect((await sdk.get("/session")).body.flows[0]).toMatchObject({ type: "email", status: "pending", error: { code: "email_failed" } });
  });

  it("holds the hourly budget per address across merchants: 429 with Retry-After, and nothing recorded", async () => {
    const email = address();
    const other = await createTestMerchant();
    const otherLive = client(api.baseUrl, other.liveKey);
    for (const key of [live, otherLive, live]) {
      const { sdk } = await emailSession(key);
      expect((await sdk.post("/email/send-code", { email })).status).toBe(202);
    }
    const { session, sdk } = await emailSession(otherLive);
    const refused = await sdk.post("/email/send-code", { email });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma.emailCode.count({ where: { objectId: session.id } })).toBe(0);
    // Test mode spends no budget.
    expect((await verifyInTestMode(email)).done.status).toBe("completed");
  });

  it("counts a mailbox however it is spelled: +tags, and Gmail's dots and googlemail.com", async () => {
    const local = `bomb${randomBytes(4).toString("hex")}`;
    const spellings = [`${local}+1@victim.example`, `${local}+2@victim.example`, `${local.toUpperCase()}+x@VICTIM.example`];
    for (const email of spellings) {
      const { sdk } = await emailSession(live);
      expect((await sdk.post("/email/send-code", { email }, { "X-Forwarded-For": `203.0.113.${randomBytes(1)[0]}` })).status).toBe(202);
    }
    const { sdk } = await emailSession(live);
    expect((await sdk.post("/email/send-code", { email: `${local}+4@victim.example` })).status).toBe(429);
    const gmail = `${local.slice(0, 4)}.${local.slice(4)}`;
    for (const email of [`${gmail}@gmail.com`, `${local}+a@googlemail.com`, `${gmail}+b@GMAIL.com`]) {
      const { sdk } = await emailSession(live);
      expect((await sdk.post("/email/send-code", { email }, { "X-Forwarded-For": `198.51.100.${randomBytes(1)[0]}` })).status).toBe(202);
    }
    const again = await emailSession(live);
    expect((await again.sdk.post("/email/send-code", { email: `${local}@gmail.com` })).status).toBe(429);
  });

  it("holds the hourly budget per client address (IPv6: per /64), whatever the mailboxes", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i++) {
      const { sdk } = await emailSession(live);
      statuses.push((await sdk.post("/email/send-code", { email: address() }, { "X-Forwarded-For": `2001:db8:e:1::${i.toString(16)}` })).status);
    }
    expect(statuses).toEqual([...Array(8).fill(202), 429]);
    const other = await emailSession(live);
    expect((await other.sdk.post("/email/send-code", { email: address() }, { "X-Forwarded-For": "2001:db8:e:2::1" })).status).toBe(202);
  });
});

describe("the email sender settings", () => {
  it("refuses console in production and smtp without an SMTP URL", () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: "smtp", SMTP_URL: "" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: "production", EMAIL_PROVIDER: "console" })).toThrow(/EMAIL_PROVIDER: console is for development only/);
  });
});
