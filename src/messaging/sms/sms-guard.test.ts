import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { twilio } = await vi.hoisted(async () => {
  const { startTwilioServer } = await import("../../../test/support/twilio-server.js");
  const server = await startTwilioServer();
  process.env.SMS_PROVIDER = "twilio";
  process.env.TWILIO_API_URL = server.apiUrl;
  process.env.TWILIO_ACCOUNT_SID = server.accountSid;
  process.env.TWILIO_AUTH_TOKEN = server.authToken;
  process.env.TWILIO_FROM = server.from;
  return { twilio: server };
});

import { prisma } from "../../platform/db/client.js";
import { QUEUES } from "../../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { sdkClient } from "../../../test/support/sdk.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import { assertSmsLineType } from "./line-type-guard.js";

let api: TestApi;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [api, merchant, workers] = await Promise.all([startApi(), createTestMerchant(), runWorkers([QUEUES.sms])]);
});
afterAll(async () => {
  await workers.stop();
  await Promise.all([api.close(), twilio.close()]);
});

async function phoneSession(key: string, extra: Record<string, unknown> = {}) {
  const res = await client(api.baseUrl, key).post("/api/v1/verification-sessions", { flows: ["phone"], ...extra });
  expect(res.status).toBe(201);
  return { session: res.body, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

describe("line types", () => {
  it.each([
    ["premium-rate", "+449098790000"],
    ["toll-free", "+18002345678"],
    ["VoIP", "+445612345678"],
    ["personal", "+447012345678"],
    ["pager", "+447640123456"],
    ["UAN", "+443031234567"],
  ])("a %s number is refused, live and test, before anything is recorded or sent", async (_kind, number) => {
    const before = twilio.requestCount();
    for (const key of [merchant.liveKey, merchant.testKey]) {
      const { session, sdk } = await phoneSession(key, key === merchant.testKey ? { test_outcome: "interactive" } : {});
      const res = await sdk.post("/phone/send-code", { phone_number: number });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "phone_number_not_supported", param: "phone_number" });
      expect(await prisma.phoneCode.count({ where: { objectId: session.id } })).toBe(0);
    }
    expect(twilio.requestCount()).toBe(before);
  });

  it("a number libphonenumber cannot type is refused (its max metadata types every valid number, so this is the guard itself)", () => {
    expect(() => assertSmsLineType({ numberType: null })).toThrow(expect.objectContaining({ reason: "phone_number_not_supported" }));
    expect(() => assertSmsLineType({ numberType: "MOBILE" })).not.toThrow();
    expect(() => assertSmsLineType({ numberType: "FIXED_LINE_OR_MOBILE" })).not.toThrow();
  });
});

describe("countries", () => {
  it("the platform default leaves out the high-risk list and numbers of no country", async () => {
    const before = twilio.requestCount();
    // Uzbekistan (high-risk list) and an Inmarsat satellite number (no country).
    for (const number of ["+998901234567", "+870773111632"]) {
      const { session, sdk } = await phoneSession(merchant.liveKey);
      const res = await sdk.post("/phone/send-code", { phone_number: number });
      expect(res.status, number).toBe(400);
      expect(res.body.error).toMatchObject({ code: "phone_country_not_allowed", param: "phone_number" });
      expect(await prisma.phoneCode.count({ where: { objectId: session.id } })).toBe(0);
    }
    expect(twilio.requestCount()).toBe(before);
  });

  it("an account's own allowlist replaces the default, and null brings the default back", async () => {
    const own = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, own.email, own.password);
    expect((await portal.call("PUT", "/settings", { sms_countries: ["US"] })).status).toBe(200);

    const france = await phoneSession(own.liveKey);
    const refused = await france.sdk.post("/phone/send-code", { phone_number: "+33612340001" });
    expect(refused.body.error).toMatchObject({ code: "phone_country_not_allowed", param: "phone_number" });
    const test = await phoneSession(own.testKey, { test_outcome: "interactive" });
    expect((await test.sdk.post("/phone/send-code", { phone_number: "+33612340001" })).body.error.code).toBe("phone_country_not_allowed");
    const us = await phoneSession(own.liveKey);
    expect((await us.sdk.post("/phone/send-code", { phone_number: "+12015550147" })).status).toBe(202);

    expect((await portal.call("PUT", "/settings", { sms_countries: null })).body.sms_countries).toBeNull();
    expect((await france.sdk.post("/phone/send-code", { phone_number: "+33612340001" })).status).toBe(202);
  });
});

describe("the SMS text", () => {
  it("is the fixed template with a cleaned business name: a hostile name never reaches the text", async () => {
    const hostile = await createTestMerchant();
    await prisma.merchant.update({ where: { id: hostile.merchantId }, data: { businessName: "Bank alert: account locked, verify now at https://evil.example/l" } });
    const { sdk } = await phoneSession(hostile.liveKey);
    const to = "+33612340002";
    expect((await sdk.post("/phone/send-code", { phone_number: to })).status).toBe(202);
    const code = await waitFor(() => twilio.codeSentTo(to), "the SMS", 60_000);
    const body = twilio.messages.find((m) => m.to === to)!.body;
    expect(body).toBe(`${code} is your Bank alert account locked verification code.`);
    expect(body).not.toMatch(/:\/\/|https|evil|www/);
  });

  it("carries the SMS name set in the settings", async () => {
    const own = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, own.email, own.password);
    const saved = await portal.call("PUT", "/settings", { sms_name: "Joe's Café & Co." });
    expect(saved.body).toMatchObject({ sms_name: "Joe's Café & Co.", sms_preview: "123456 is your Joe's Café & Co. verification code." });
    const { sdk } = await phoneSession(own.liveKey);
    const to = "+33612340003";
    expect((await sdk.post("/phone/send-code", { phone_number: to })).status).toBe(202);
    const code = await waitFor(() => twilio.codeSentTo(to), "the SMS", 60_000);
    expect(twilio.messages.find((m) => m.to === to)!.body).toBe(`${code} is your Joe's Café & Co. verification code.`);
  });
});
