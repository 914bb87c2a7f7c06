import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import { startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";
import { portalBrowser } from "./support/sessions.js";
import { enableTwoFactorFor, totpCode } from "./support/two-factor.js";

// Contract section 19, "Step-up": the actions a stolen session must not take alone.

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PASSWORD = "a long enough password";

async function signIn(email: string, password: string, otp?: string) {
  const browser = portalBrowser(api.baseUrl);
  const login = await browser.call("POST", "/login", { email, password, ...(otp === undefined ? {} : { otp }) });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return browser;
}

/** Ages every step-up of the user's sessions (a sign-in with a code counts as one) past 5 minutes. */
const staleStepUps = (userId: string) =>
  prisma.portalSession.updateMany({ where: { userId }, data: { secondFactorAt: new Date(Date.now() - 5 * 60_000 - 1_000) } });

/** An owner with 2FA on, signed in with a code long enough ago that no step-up is fresh. */
async function ownerWithTwoFactor() {
  const merchant = await createTestMerchant();
  const { id: userId } = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email }, select: { id: true } });
  const { secret, recoveryCodes } = await enableTwoFactorFor({ userId, email: merchant.email });
  const browser = await signIn(merchant.email, merchant.password, totpCode(secret, -1));
  await staleStepUps(userId);
  return { merchant, userId, secret, recoveryCodes, browser };
}

async function memberOf(merchantId: string, role: string) {
  const email = `member-${randomBytes(5).toString("hex")}@example.test`;
  const id = newId("user");
  await prisma.user.create({ data: { id, merchantId, email, passwordHash: await hashPassword(PASSWORD), role } });
  return { userId: id, email };
}

const liveKey = { name: "live", mode: "live", scopes: ["customers:read"] };

describe("a stolen owner session cannot take the account over without a second factor", () => {
  it("refuses inviting an admin, promoting to admin or developer and transferring ownership without a fresh code; a new admin without 2FA cannot mint a live key", async () => {
    const { merchant, userId, secret, recoveryCodes, browser } = await ownerWithTwoFactor();
    const hijack = `hijack-${randomBytes(5).toString("hex")}@example.test`;

    const bare = await browser.call("POST", "/members/invitations", { email: hijack, role: "admin" });
    expect(bare.status).toBe(401);
    expect(bare.body.error).toMatchObject({ code: "two_factor_required", param: "otp" });
    expect(await prisma.memberInvitation.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
    // A reviewer or viewer is no step-up: they can mint nothing and change nothing.
    expect((await browser.call("POST", "/members/invitations", { email: `viewer-${hijack}`, role: "viewer" })).status).toBe(201);
    const wrong = await browser.call("POST", "/members/invitations", { email: hijack, role: "developer", otp: totpCode(secret, -3) });
    expect(wrong.body.error).toMatchObject({ code: "invalid_otp", param: "otp" });
    expect((await browser.call("POST", "/members/invitations", { email: hijack, role: "admin", otp: totpCode(secret) })).status).toBe(201);

    // Promotions: the same rule.
    const viewer = await memberOf(merchant.merchantId, "viewer");
    const promote = await browser.call("PATCH", `/members/${viewer.userId}`, { role: "developer" });
    expect(promote.status).toBe(401);
    expect(promote.body.error.code).toBe("two_factor_required");
    expect((await browser.call("PATCH", `/members/${viewer.userId}`, { role: "reviewer" })).status).toBe(200);
    expect((await browser.call("PATCH", `/members/${viewer.userId}`, { role: "admin", otp: totpCode(secret, 1) })).status).toBe(200);

    // An admin without 2FA (as the hijacker's would be) mints no live key, only test ones.
    const admin = await memberOf(merchant.merchantId, "admin");
    const adminBrowser = await signIn(admin.email, PASSWORD);
    const mint = await adminBrowser.call("POST", "/api-keys", liveKey);
    expect(mint.status).toBe(403);
    expect(mint.body.error.code).toBe("two_factor_setup_required");
    expect((await adminBrowser.call("POST", "/api-keys", { ...liveKey, mode: "test" })).status).toBe(201);
    expect(await prisma.apiKey.count({ where: { merchantId: merchant.merchantId, mode: "live", name: "live", createdAt: { gt: new Date(Date.now() - 60_000) } } })).toBe(1);

    // Transfer: no code, no transfer.
    await staleStepUps(userId);
    const transfer = await browser.call("POST", `/members/${admin.userId}/transfer-ownership`);
    expect(transfer.status).toBe(401);
    expect(transfer.body.error.code).toBe("two_factor_required");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).role).toBe("owner");
    const done = await browser.call("POST", `/members/${admin.userId}/transfer-ownership`, { otp: recoveryCodes[0] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).role).toBe("owner");
  });
});

describe("require_two_factor", () => {
  it("is the owner's alone (an admin is refused missing_permission), and needs the owner's fresh second factor", async () => {
    const { merchant, secret, browser } = await ownerWithTwoFactor();
    const admin = await memberOf(merchant.merchantId, "admin");
    const { secret: adminSecret } = await enableTwoFactorFor(admin);
    const adminBrowser = await signIn(admin.email, PASSWORD, totpCode(adminSecret));
    for (const value of [true, false]) {
      const refused = await adminBrowser.call("PUT", "/settings", { require_two_factor: value, otp: totpCode(adminSecret, 1) });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: "missing_permission", param: "require_two_factor" });
    }
    // The admin's other settings are still theirs.
    expect((await adminBrowser.call("PUT", "/settings", { sms_name: "Step Up Shop" })).status).toBe(200);

    const bare = await browser.call("PUT", "/settings", { require_two_factor: true });
    expect(bare.status).toBe(401);
    expect(bare.body.error.code).toBe("two_factor_required");
    expect((await browser.call("GET", "/settings")).body.require_two_factor).toBe(false);
    const on = await browser.call("PUT", "/settings", { require_two_factor: true, otp: totpCode(secret) });
    expect(on.status).toBe(200);
    expect(on.body.require_two_factor).toBe(true);
  });
});

describe("turning 2FA off", () => {
  it("refuses a password alone; takes a current code or a recovery code", async () => {
    const { merchant, userId, recoveryCodes, browser } = await ownerWithTwoFactor();
    const password = await browser.call("POST", "/2fa/disable", { password: merchant.password });
    expect(password.status).toBe(400);
    expect(password.body.error).toMatchObject({ code: "invalid_request", param: "password" });
    const bare = await browser.call("POST", "/2fa/disable", {});
    expect(bare.status).toBe(401);
    expect(bare.body.error).toMatchObject({ code: "two_factor_required", param: "code" });
    const wrong = await browser.call("POST", "/2fa/disable", { code: "zzzzz-zzzzz" });
    expect(wrong.body.error).toMatchObject({ code: "invalid_otp", param: "code" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).totpEnabledAt).not.toBeNull();

    expect((await browser.call("POST", "/2fa/disable", { code: recoveryCodes[0] })).status).toBe(204);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).totpEnabledAt).toBeNull();

    // Again, with an authenticator code.
    const again = await enableTwoFactorFor({ userId, email: merchant.email });
    const b2 = await signIn(merchant.email, merchant.password, totpCode(again.secret, -1));
    await staleStepUps(userId);
    expect((await b2.call("POST", "/2fa/disable", { code: totpCode(again.secret) })).status).toBe(204);
  });
});

describe("turning 2FA on", () => {
  it("ends the user's other sessions, not the one that turned it on, nor other users'", async () => {
    const merchant = await createTestMerchant();
    const { id: userId } = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email }, select: { id: true } });
    const [mine, stolen] = [await signIn(merchant.email, merchant.password), await signIn(merchant.email, merchant.password)];
    const colleague = await memberOf(merchant.merchantId, "developer");
    const colleagueBrowser = await signIn(colleague.email, PASSWORD);
    const setup = await mine.call("POST", "/2fa/setup", { password: merchant.password });
    expect((await mine.call("POST", "/2fa/enable", { code: totpCode(setup.body.secret) })).status).toBe(200);
    expect((await stolen.call("GET", "/me")).status).toBe(401);
    expect((await mine.call("GET", "/me")).status).toBe(200);
    expect((await colleagueBrowser.call("GET", "/me")).status).toBe(200);
    expect(await prisma.portalSession.count({ where: { userId } })).toBe(1);
  });

  it("needs the user's password to start: a stolen session without it can neither turn 2FA on nor sign the user out", async () => {
    const merchant = await createTestMerchant();
    const { id: userId } = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email }, select: { id: true } });
    const [real, stolen] = [await signIn(merchant.email, merchant.password), await signIn(merchant.email, merchant.password)];
    for (const body of [undefined, {}, { password: "a guess at the password" }]) {
      const refused = await stolen.call("POST", "/2fa/setup", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatchObject({ type: "invalid_request_error", code: "invalid_request", param: "password" });
    }
    expect((await stolen.call("POST", "/2fa/setup", { password: "a guess at the password" })).body.error.message).toBe("Your current password is not correct.");
    // No secret was made, so there is nothing a code could confirm: 2FA stays off, every session stays.
    const row = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(row.totpPendingSealed).toBeNull();
    const enable = await stolen.call("POST", "/2fa/enable", { code: "123456" });
    expect(enable.status).toBe(409);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).totpEnabledAt).toBeNull();
    expect((await real.call("GET", "/me")).status).toBe(200);
    expect(await prisma.portalSession.count({ where: { userId } })).toBe(2);

    // The real user, who knows the password, sets it up; the other session ends.
    const setup = await real.call("POST", "/2fa/setup", { password: merchant.password });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await real.call("POST", "/2fa/enable", { code: totpCode(setup.body.secret) })).status).toBe(200);
    expect((await stolen.call("GET", "/me")).status).toBe(401);
  });
});

describe("POST /2fa/verify", () => {
  it("makes the session's step-up fresh for 5 minutes, then no longer", async () => {
    const { userId, secret, browser } = await ownerWithTwoFactor();
    const email = `dev-${randomBytes(5).toString("hex")}@example.test`;
    expect((await browser.call("POST", "/members/invitations", { email, role: "developer" })).status).toBe(401);
    const verified = await browser.call("POST", "/2fa/verify", { code: totpCode(secret) });
    expect(verified.status).toBe(200);
    expect((await browser.call("POST", "/members/invitations", { email, role: "developer" })).status).toBe(201);
    expect((await browser.call("POST", "/api-keys", liveKey)).status).toBe(201);

    // 4 minutes later: still fresh; just past 5: asked again.
    await prisma.portalSession.updateMany({ where: { userId }, data: { secondFactorAt: new Date(Date.now() - 4 * 60_000) } });
    expect((await browser.call("POST", "/members/invitations", { email, role: "admin" })).status).toBe(201);
    await staleStepUps(userId);
    const stale = await browser.call("POST", "/members/invitations", { email, role: "admin" });
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe("two_factor_required");
  });
});
