import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../test/support/api.js";
import { createTestMerchant } from "../../test/support/factories.js";
import { portalLogin } from "../../test/support/sessions.js";
import { prisma } from "../db/client.js";
import { smsNameFromBusinessName } from "../sms/sms-name.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function owner() {
  const merchant = await createTestMerchant();
  return { merchant, portal: await portalLogin(api.baseUrl, merchant.email, merchant.password) };
}

describe("GET/PUT /api/merchant/settings", () => {
  it("starts with every default: the platform's countries, the cleaned business name, no usage", async () => {
    const { portal } = await owner();
    const res = await portal.call("GET", "/settings");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: "merchant_settings",
      sms_countries: null,
      sms_name: null,
      sms_preview: "123456 is your Test Merchant verification code.",
      sms_usage: { today: 0, daily_budget: expect.any(Number) },
    });
    expect(res.body.sms_default_countries).toContain("US");
    expect(res.body.sms_default_countries).not.toContain("UZ");
  });

  it("saves countries and name, changes only what is given, and null goes back to the default", async () => {
    const { portal } = await owner();
    const saved = await portal.call("PUT", "/settings", { sms_countries: ["US", "FR"], sms_name: "Acme Pay" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ sms_countries: ["US", "FR"], sms_name: "Acme Pay", sms_preview: "123456 is your Acme Pay verification code." });
    expect((await portal.call("PUT", "/settings", { sms_name: null })).body).toMatchObject({ sms_countries: ["US", "FR"], sms_name: null });
    expect((await portal.call("GET", "/settings")).body).toMatchObject({ sms_countries: ["US", "FR"], sms_preview: "123456 is your Test Merchant verification code." });
  });

  it("saves retention_days (at least 30; null keeps sessions), refusing fewer with invalid_request", async () => {
    const { portal } = await owner();
    expect((await portal.call("GET", "/settings")).body.retention_days).toBeNull();
    for (const days of [29, 0, -1, 30.5]) {
      const refused = await portal.call("PUT", "/settings", { retention_days: days });
      expect(refused.status, String(days)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "invalid_request", param: "retention_days" });
    }
    expect((await portal.call("PUT", "/settings", { retention_days: 30 })).body).toMatchObject({ retention_days: 30 });
    expect((await portal.call("PUT", "/settings", { sms_name: "Acme Pay" })).body).toMatchObject({ retention_days: 30 });
    expect((await portal.call("PUT", "/settings", { retention_days: null })).body).toMatchObject({ retention_days: null });
  });

  it.each([
    [{ sms_countries: ["usa"] }, "sms_countries"],
    [{ sms_countries: ["XX"] }, "sms_countries"],
    [{ sms_countries: ["us"] }, "sms_countries"],
    [{ sms_countries: ["US", "US"] }, "sms_countries"],
    [{ sms_countries: [] }, "sms_countries"],
    [{ sms_name: "ab" }, "sms_name"],
    [{ sms_name: "A".repeat(31) }, "sms_name"],
    [{ sms_name: "Shop at www dot com" }, "sms_name"],
    [{ sms_name: "evil://x" }, "sms_name"],
    [{ sms_name: "Bank: verify now" }, "sms_name"],
    [{ sms_name: "Call +1 (800) now" }, "sms_name"],
    [{ sms_name: " Acme" }, "sms_name"],
    [{ sms_name: 42 }, "sms_name"],
  ])("refuses %j with invalid_request naming %s, and changes nothing", async (body, param) => {
    const { merchant, portal } = await owner();
    const res = await portal.call("PUT", "/settings", body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.param).toMatch(new RegExp(`^${param}`));
    expect(await prisma.merchantSettings.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
  });

  it("needs the CSRF token to change", async () => {
    const { portal } = await owner();
    expect((await portal.call("PUT", "/settings", { sms_name: "Acme Pay" }, { csrf: false })).status).toBe(403);
  });
});

describe("the default SMS name", () => {
  it.each([
    ["Test Merchant", "Test Merchant"],
    ["Bank alert: account locked, verify now at https://evil.example/l", "Bank alert account locked"],
    ["Acme   Widgets, Inc.", "Acme Widgets Inc."],
    ["A Very Long Business Name For Tests Ltd", "A Very Long Business Name For"],
    ["Supercalifragilisticexpialidocious Ltd", "Supercalifragilisticexpialidoc"],
    ["www.shop.example", "Proofbase"],
    ["!!", "Proofbase"],
    ["Ünïcödé Café", "Ünïcödé Café"],
  ])("%j -> %j", (business, expected) => {
    expect(smsNameFromBusinessName(business)).toBe(expected);
  });
});
