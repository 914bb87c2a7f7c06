import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { signedInOwner } from "../../../test/support/sessions.js";
import { prisma } from "../../platform/db/client.js";
import { smsNameFromBusinessName } from "../../messaging/sms/sms-name.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const owner = () => signedInOwner(api.baseUrl);

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

  it("names the fields each change changed in its audit row, with their values before and after, in the list route too", async () => {
    const { merchant, portal } = await owner();
    const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    const csrf = (await portal.call("GET", "/me")).body.csrf_token as string;
    const uploadLogo = () =>
      fetch(`${api.baseUrl}/api/merchant/branding/logo`, { method: "POST", headers: { Cookie: portal.cookie(), "X-CSRF-Token": csrf, "Content-Type": "image/png" }, body: PNG });
    await portal.call("PUT", "/settings", { sms_name: "Acme Pay", retention_days: 90, branding_accent_color: "#1d4ed8", review_business_days: 5 });
    // Given again with the same values, only what differs is named: sms_countries here.
    await portal.call("PUT", "/settings", { sms_name: "Acme Pay", sms_countries: ["US"], retention_days: 90 });
    await portal.call("PUT", "/settings", { sms_name: "Acme Pay" });
    expect((await uploadLogo()).status).toBe(200);
    await portal.call("PUT", "/settings", { branding_logo_url: "https://cdn.example.com/logo.png" });
    await portal.call("DELETE", "/branding/logo");
    const rows = await prisma.auditLogEntry.findMany({
      where: { merchantId: merchant.merchantId, action: { in: ["updateMerchantSettings", "uploadBrandingLogo", "deleteBrandingLogo"] } },
      orderBy: { seq: "asc" },
    });
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      [
        "updateMerchantSettings",
        {
          changed_fields: ["sms_name", "retention_days", "branding_accent_color", "review_business_days"],
          changes: [
            { field: "sms_name", before: null, after: "Acme Pay" },
            { field: "retention_days", before: null, after: 90 },
            { field: "branding_accent_color", before: null, after: "#1d4ed8" },
            { field: "review_business_days", before: 2, after: 5 },
          ],
        },
      ],
      ["updateMerchantSettings", { changed_fields: ["sms_countries"], changes: [{ field: "sms_countries", before: null, after: ["US"] }] }],
      ["updateMerchantSettings", { changed_fields: [], changes: [] }],
      ["uploadBrandingLogo", { changed_fields: ["branding_logo_upload"] }],
      [
        "updateMerchantSettings",
        { changed_fields: ["branding_logo_url", "branding_logo_upload"], changes: [{ field: "branding_logo_url", before: null, after: "https://cdn.example.com/logo.png" }] },
      ],
      ["deleteBrandingLogo", { changed_fields: ["branding_logo_url"] }],
    ]);
    const listed = await portal.call("GET", "/audit-log?action=updateMerchantSettings&limit=1");
    expect(listed.body.data[0]).toMatchObject({
      action: "updateMerchantSettings",
      details: { changed_fields: ["branding_logo_url", "branding_logo_upload"], changes: [{ field: "branding_logo_url", before: null, after: "https://cdn.example.com/logo.png" }] },
    });
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
