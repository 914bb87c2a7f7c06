import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // A named origin, so that "the service's own origin" differs from "an IP literal".
  process.env.PUBLIC_URL = "https://verify.proofbase.test";
});

import { config } from "../src/platform/config.js";
import { prisma } from "../src/platform/db/client.js";
import { invitationEmail } from "../src/accounts/members/invitation-email.js";
import { smsNameFromBusinessName } from "../src/messaging/sms/sms-name.js";
import { startApi, type TestApi } from "./support/api.js";
import { portalBrowser, signedInOwner } from "./support/sessions.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const owner = () => signedInOwner(api.baseUrl);

describe("names in messages", () => {
  it.each([
    "paypal-secure.com",
    "ｐａｙｐａｌ．ｃｏｍ",
    "ｗｗｗ Shop",
    "Call 0800 123 456",
    "Call 080 012 345",
    "Pay 1-2-3-4",
    "Ask me＠pay",
  ])("refuses sms_name %j (400 invalid_request, param sms_name), nothing saved", async (name) => {
    const { merchant, portal } = await owner();
    const res = await portal.call("PUT", "/settings", { sms_name: name });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "invalid_request_error", code: "invalid_request", param: "sms_name" });
    expect(await prisma.merchantSettings.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
  });

  it("stores an sms_name NFKC-normalised and accepts ordinary names with short numbers", async () => {
    const { portal } = await owner();
    const saved = await portal.call("PUT", "/settings", { sms_name: "Ａｃｍｅ Pay" });
    expect(saved.body).toMatchObject({ sms_name: "Acme Pay", sms_preview: "123456 is your Acme Pay verification code." });
    for (const name of ["St. Mary's 24 7", "Joe's Café & Co.", "A.B. Smith"]) expect((await portal.call("PUT", "/settings", { sms_name: name })).status, name).toBe(200);
  });

  it("never sends a stored name the rule now refuses: the business name (cleaned) goes out instead", async () => {
    const { merchant, portal } = await owner();
    await prisma.merchantSettings.create({ data: { merchantId: merchant.merchantId, smsName: "paypal-secure.com" } });
    expect((await portal.call("GET", "/settings")).body).toMatchObject({ sms_name: "paypal-secure.com", sms_preview: "123456 is your Test Merchant verification code." });
  });

  it("refuses a sign-up business_name that holds a domain, a URL, @ or a phone number (param business_name), and stores it NFKC", async () => {
    for (const business_name of ["paypal-secure.com", "https://x", "Call 0800 123 456", "me@home"]) {
      const res = await portalBrowser(api.baseUrl).call("POST", "/signup", { email: `n-${randomBytes(5).toString("hex")}@example.test`, password: "a sign-up passphrase", business_name });
      expect(res.status, business_name).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param: "business_name" });
    }
    const ok = await portalBrowser(api.baseUrl).call("POST", "/signup", { email: `n-${randomBytes(5).toString("hex")}@example.test`, password: "a sign-up passphrase", business_name: "Ａｃｍｅ Ltd" });
    expect(ok.status).toBe(201);
    expect(ok.body.account.business_name).toBe("Acme Ltd");
  });

  it("an account's business name that the rule refuses (made before it, or by operations) never reaches an SMS or email (a code's email: src/flows/email/email-message.test.ts)", () => {
    for (const businessName of ["paypal-secure.com", "ｐａｙｐａｌ．ｃｏｍ", "Call 0800 123 456", "ops@example.test"]) {
      expect(smsNameFromBusinessName(businessName), businessName).toBe(config.SERVICE_NAME);
      expect(invitationEmail("a@example.test", "t", { businessName, role: "admin", expiresAt: new Date() }).subject).toBe(`You are invited to ${config.SERVICE_NAME} on ${config.SERVICE_NAME}`);
    }
  });
});

describe("logo URLs", () => {
  it.each([
    ["https://127.0.0.1/logo.png", "IP address"],
    ["https://0x7f.1/logo.png", "IP address"],
    ["https://[::1]/logo.png", "IP address"],
    ["https://203.0.113.9/logo.png", "IP address"],
    ["https://localhost/logo.png", "public host"],
    ["https://intranet/logo.png", "public host"],
    ["https://printer.local/logo.png", "public host"],
    ["https://metadata.google.internal/logo.png", "public host"],
    ["https://verify.proofbase.test/branding/logos/x.png", "this service"],
    ["https://VERIFY.proofbase.test./api/merchant/logout", "this service"],
  ])("refuses %s (param branding_logo_url)", async (url, words) => {
    const { portal } = await owner();
    const res = await portal.call("PUT", "/settings", { branding_logo_url: url });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param: "branding_logo_url" });
    expect(res.body.error.message).toContain(words);
  });

  it("stores the normalised form: the URL a browser will request", async () => {
    const { portal } = await owner();
    const saved = await portal.call("PUT", "/settings", { branding_logo_url: "https://evil.example\\@good.example/" });
    expect(saved.status).toBe(200);
    expect(saved.body.branding_logo_url).toBe("https://evil.example/@good.example/");
    expect(saved.body.branding_preview.logo_url).toBe("https://evil.example/@good.example/");
    const tidy = await portal.call("PUT", "/settings", { branding_logo_url: "HTTPS://CDN.Example.com:443/a/../logo.png" });
    expect(tidy.body.branding_logo_url).toBe("https://cdn.example.com/logo.png");
  });
});
