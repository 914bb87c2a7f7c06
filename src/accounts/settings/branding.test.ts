import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { sdkClient } from "../../../test/support/sdk.js";
import { makeOverdue } from "../../../test/support/sessions.js";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { hashPassword } from "../portal/passwords.js";
import { openPortalSession, SESSION_COOKIE } from "../portal/portal-sessions.js";
import { contrastRatio } from "./wcag-contrast.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const LONG_URL = `https://cdn.example.com/${"a".repeat(2030)}`;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A signed-in portal user (cookie and CSRF token) who can send JSON or raw bytes. */
async function signedIn(userId: string) {
  const { token, csrfToken } = await openPortalSession(userId);
  return async (method: string, path: string, body?: unknown, contentType?: string) => {
    const raw = Buffer.isBuffer(body);
    const res = await fetch(`${api.baseUrl}/api/merchant${path}`, {
      method,
      headers: {
        Cookie: `${SESSION_COOKIE}=${token}`,
        "X-CSRF-Token": csrfToken,
        ...(body === undefined ? {} : { "Content-Type": contentType ?? (raw ? "application/octet-stream" : "application/json") }),
      },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

async function account() {
  const merchant = await createTestMerchant();
  const user = await prisma.user.findFirstOrThrow({ where: { merchantId: merchant.merchantId }, select: { id: true } });
  return { merchant, owner: await signedIn(user.id) };
}

async function memberWithRole(merchantId: string, role: string) {
  const id = newId("user");
  await prisma.user.create({ data: { id, merchantId, email: `m-${randomBytes(5).toString("hex")}@example.test`, passwordHash: await hashPassword("x".repeat(12)), role } });
  return signedIn(id);
}

/** The path of a URL the service made (PUBLIC_URL is not the test server's port). */
const pathOf = (url: string) => new URL(url).pathname;

async function sdkToken(testKey: string) {
  const created = await fetch(`${api.baseUrl}/api/v1/verification-sessions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${testKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ flows: ["wallet"] }),
  }).then((r) => r.json() as Promise<{ id: string; client_token: string }>);
  return created;
}

async function sdkSession(testKey: string) {
  const created = await fetch(`${api.baseUrl}/api/v1/verification-sessions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${testKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ flows: ["wallet"] }),
  }).then((r) => r.json() as Promise<{ client_token: string }>);
  const res = await sdkClient(api.baseUrl, created.client_token).get("/session");
  expect(res.status).toBe(200);
  return res.body;
}

const auditActions = async (merchantId: string) =>
  (await prisma.auditLogEntry.findMany({ where: { merchantId }, orderBy: { seq: "asc" }, select: { action: true } })).map((row) => row.action);

describe("WCAG contrast", () => {
  it.each([
    ["#000000", 21],
    ["#ffffff", 1],
    ["#767676", 4.54],
    ["#777777", 4.48],
  ])("%s against white is %s:1", (color, ratio) => {
    expect(contrastRatio(color, "#ffffff")).toBeCloseTo(ratio, 2);
  });
});

describe("branding settings", () => {
  it("start empty, and the preview is the business name with no logo or colour", async () => {
    const { owner } = await account();
    const res = await owner("GET", "/settings");
    expect(res.body).toMatchObject({
      branding_display_name: null,
      branding_logo_url: null,
      branding_logo_upload: null,
      branding_accent_color: null,
      review_business_days: 2,
      branding_preview: { name: "Test Merchant", logo_url: null, accent_color: null, review_business_days: 2 },
    });
  });

  it("saves a trimmed name, an https logo URL and an accent colour (in lower case); null goes back to the default", async () => {
    const { owner } = await account();
    const saved = await owner("PUT", "/settings", { branding_display_name: "  Acme Pay  ", branding_logo_url: "https://cdn.example.com/logo.png", branding_accent_color: "#1D4ED8" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      branding_display_name: "Acme Pay",
      branding_logo_url: "https://cdn.example.com/logo.png",
      branding_accent_color: "#1d4ed8",
      branding_preview: { name: "Acme Pay", logo_url: "https://cdn.example.com/logo.png", accent_color: "#1d4ed8" },
    });
    const cleared = await owner("PUT", "/settings", { branding_display_name: null, branding_accent_color: null });
    expect(cleared.body).toMatchObject({ branding_display_name: null, branding_accent_color: null, branding_logo_url: "https://cdn.example.com/logo.png" });
    expect(cleared.body.branding_preview.name).toBe("Test Merchant");
  });

  it("accepts #767676 (4.54:1), the lightest grey that passes", async () => {
    const { owner } = await account();
    expect((await owner("PUT", "/settings", { branding_accent_color: "#767676" })).status).toBe(200);
  });

  it("refuses an accent colour below 4.5:1 against white, saying the measured ratio", async () => {
    const { merchant, owner } = await account();
    for (const [color, ratio] of [["#777777", "4.47:1"], ["#ffcc00", "1.51:1"]] as const) {
      const res = await owner("PUT", "/settings", { branding_accent_color: color });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param: "branding_accent_color" });
      expect(res.body.error.message).toContain(ratio);
      expect(res.body.error.message).toContain("4.5:1");
    }
    expect(await prisma.merchantSettings.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
  });

  it.each([
    [{ branding_logo_url: "http://cdn.example.com/logo.png" }, "branding_logo_url", "https"],
    [{ branding_logo_url: "https://user:secret@cdn.example.com/logo.png" }, "branding_logo_url", "credentials"],
    [{ branding_logo_url: "https://user@cdn.example.com/logo.png" }, "branding_logo_url", "credentials"],
    [{ branding_logo_url: "javascript:alert(1)" }, "branding_logo_url", "https"],
    [{ branding_logo_url: LONG_URL }, "branding_logo_url", "2048"],
    [{ branding_display_name: "   " }, "branding_display_name", "empty"],
    [{ branding_display_name: "A".repeat(101) }, "branding_display_name", "100"],
    [{ branding_display_name: "Acme\u202eyaP" }, "branding_display_name", "plain text"],
    [{ branding_accent_color: "blue" }, "branding_accent_color", "#rrggbb"],
    [{ branding_accent_color: "#12345" }, "branding_accent_color", "#rrggbb"],
    [{ review_business_days: 0 }, "review_business_days", ""],
    [{ review_business_days: 31 }, "review_business_days", ""],
    [{ review_business_days: 1.5 }, "review_business_days", ""],
  ])("refuses %o naming %s", async (body, param, words) => {
    const { owner } = await account();
    const res = await owner("PUT", "/settings", body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    expect(res.body.error.message).toContain(words);
  });
});

describe("POST /api/merchant/branding/logo", () => {
  it("stores a PNG and serves the same bytes, cacheable for good, with its type, nosniff and cross-origin", async () => {
    const { owner } = await account();
    const res = await owner("POST", "/branding/logo", PNG, "image/png");
    expect(res.status).toBe(200);
    expect(res.body.branding_logo_upload).toMatchObject({ content_type: "image/png", size: PNG.length });
    expect(res.body.branding_preview.logo_url).toBe(res.body.branding_logo_upload.url);
    expect(pathOf(res.body.branding_logo_upload.url)).toMatch(/^\/branding\/logos\/logo_[0-9A-Za-z]{24}-[0-9a-f]{16}\.png$/);
    const served = await fetch(`${api.baseUrl}${pathOf(res.body.branding_logo_upload.url)}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("serves nothing at a URL whose hash or extension is not the logo's", async () => {
    const { owner } = await account();
    const url = pathOf((await owner("POST", "/branding/logo", PNG, "image/png")).body.branding_logo_upload.url);
    for (const wrong of [url.replace(/\.png$/, ".jpg"), url.replace(/-[0-9a-f]{16}\./, "-0000000000000000."), "/branding/logos/x.png"])
      expect((await fetch(`${api.baseUrl}${wrong}`)).status).toBe(404);
  });

  it("refuses a file over 100 KB with 413 file_too_large", async () => {
    const { merchant, owner } = await account();
    const big = Buffer.concat([PNG, Buffer.alloc(100 * 1024 + 1 - PNG.length)]);
    const res = await owner("POST", "/branding/logo", big, "image/png");
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("file_too_large");
    expect(res.body.error.message).toContain("100 KB");
    expect(await prisma.brandingLogo.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
  });

  it("takes exactly 100 KB", async () => {
    const { owner } = await account();
    const res = await owner("POST", "/branding/logo", Buffer.concat([PNG, Buffer.alloc(100 * 1024 - PNG.length)]), "image/png");
    expect(res.status).toBe(200);
  });

  it.each([
    ["image/jpeg", PNG],
    ["image/png", Buffer.from("GIF89a not a png at all")],
    ["image/webp", PNG],
    ["image/png", Buffer.alloc(0)],
  ])("refuses %s bytes that are not that image with invalid_image", async (type, bytes) => {
    const { merchant, owner } = await account();
    const res = await owner("POST", "/branding/logo", bytes, type);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_image");
    expect(await prisma.brandingLogo.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
  });

  it("refuses SVG (it can carry script) and other types with 415", async () => {
    const { owner } = await account();
    const svg = await owner("POST", "/branding/logo", SVG, "image/svg+xml");
    expect(svg.status).toBe(415);
    expect(svg.body.error).toMatchObject({ code: "unsupported_media_type", param: "Content-Type" });
    expect(svg.body.error.message).toContain("SVG is not accepted");
    expect((await owner("POST", "/branding/logo", { logo: "x" })).status).toBe(415);
  });

  it("an upload replaces a URL, a URL replaces the upload (whose URL then serves nothing), DELETE removes either", async () => {
    const { merchant, owner } = await account();
    await owner("PUT", "/settings", { branding_logo_url: "https://cdn.example.com/logo.png" });
    const uploaded = await owner("POST", "/branding/logo", PNG, "image/png");
    expect(uploaded.body.branding_logo_url).toBeNull();
    const uploadUrl = uploaded.body.branding_logo_upload.url as string;

    const replaced = await owner("PUT", "/settings", { branding_logo_url: "https://cdn.example.com/other.png" });
    expect(replaced.body).toMatchObject({ branding_logo_url: "https://cdn.example.com/other.png", branding_logo_upload: null, branding_preview: { logo_url: "https://cdn.example.com/other.png" } });
    expect(await prisma.brandingLogo.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
    expect((await fetch(`${api.baseUrl}${pathOf(uploadUrl)}`)).status).toBe(404);

    const again = await owner("POST", "/branding/logo", PNG, "image/png");
    expect(again.body.branding_logo_upload.url).not.toBe(uploadUrl);
    const removed = await owner("DELETE", "/branding/logo");
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ branding_logo_url: null, branding_logo_upload: null, branding_preview: { logo_url: null } });
  });

  it("records one audit row per write, and none for a refused one", async () => {
    const { merchant, owner } = await account();
    const before = await auditActions(merchant.merchantId);
    await owner("PUT", "/settings", { branding_accent_color: "#1d4ed8" });
    await owner("PUT", "/settings", { branding_accent_color: "#ffcc00" });
    await owner("POST", "/branding/logo", PNG, "image/png");
    await owner("POST", "/branding/logo", SVG, "image/svg+xml");
    await owner("DELETE", "/branding/logo");
    expect((await auditActions(merchant.merchantId)).slice(before.length)).toEqual(["updateMerchantSettings", "uploadBrandingLogo", "deleteBrandingLogo"]);
  });

  it("refuses a role without settings:write (a developer) and leaves the branding as it was", async () => {
    const { merchant, owner } = await account();
    await owner("PUT", "/settings", { branding_display_name: "Acme" });
    const developer = await memberWithRole(merchant.merchantId, "developer");
    expect((await developer("GET", "/settings")).body.branding_display_name).toBe("Acme");
    for (const res of [
      await developer("PUT", "/settings", { branding_display_name: "Evil" }),
      await developer("POST", "/branding/logo", PNG, "image/png"),
      await developer("DELETE", "/branding/logo"),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("missing_permission");
    }
    expect((await owner("GET", "/settings")).body).toMatchObject({ branding_display_name: "Acme", branding_logo_upload: null });
  });
});

describe("the sdk_session's merchant", () => {
  it("is the business name with no logo or colour by default", async () => {
    const { merchant } = await account();
    expect((await sdkSession(merchant.testKey)).merchant).toEqual({ name: "Test Merchant", logo_url: null, accent_color: null, review_business_days: 2 });
  });

  it("carries the review timeframe: 1..30 business days, or null for none", async () => {
    const { merchant, owner } = await account();
    expect((await owner("PUT", "/settings", { review_business_days: 1 })).body).toMatchObject({ review_business_days: 1, branding_preview: { review_business_days: 1 } });
    expect((await sdkSession(merchant.testKey)).merchant.review_business_days).toBe(1);
    expect((await owner("PUT", "/settings", { review_business_days: null })).body.review_business_days).toBeNull();
    expect((await sdkSession(merchant.testKey)).merchant.review_business_days).toBeNull();
  });

  it("carries the display name, the logo URL and the accent colour", async () => {
    const { merchant, owner } = await account();
    await owner("PUT", "/settings", { branding_display_name: "Acme Pay", branding_logo_url: "https://cdn.example.com/logo.png", branding_accent_color: "#1d4ed8" });
    expect((await sdkSession(merchant.testKey)).merchant).toEqual({ name: "Acme Pay", logo_url: "https://cdn.example.com/logo.png", accent_color: "#1d4ed8", review_business_days: 2 });
  });

  it("carries the service's URL of an uploaded logo, which serves its bytes", async () => {
    const { merchant, owner } = await account();
    const uploaded = await owner("POST", "/branding/logo", PNG, "image/png");
    const { merchant: shown } = await sdkSession(merchant.testKey);
    expect(shown).toEqual({ name: "Test Merchant", logo_url: uploaded.body.branding_logo_upload.url, accent_color: null, review_business_days: 2 });
    expect(Buffer.from(await (await fetch(`${api.baseUrl}${pathOf(shown.logo_url)}`)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("is the same on GET /link once the link has expired (the page names the merchant with its branding)", async () => {
    const { merchant, owner } = await account();
    await owner("PUT", "/settings", { branding_display_name: "Acme Pay", branding_accent_color: "#1d4ed8" });
    const uploaded = await owner("POST", "/branding/logo", PNG, "image/png");
    const { id, client_token } = await sdkToken(merchant.testKey);
    await makeOverdue(id);
    const link = await sdkClient(api.baseUrl, client_token).get("/link");
    expect(link.body).toMatchObject({ status: "expired", merchant: { name: "Acme Pay", logo_url: uploaded.body.branding_logo_upload.url, accent_color: "#1d4ed8" } });
  });
});
