import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Password reset mail goes to a real SMTP server; the per-email reset limit is low enough to reach.
const { smtp } = await vi.hoisted(async () => {
  const { startSmtpServer } = await import("./support/smtp-server.js");
  const server = await startSmtpServer();
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = server.url;
  process.env.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR = "3";
  return { smtp: server };
});

import { randomBytes } from "node:crypto";
import { config } from "../src/platform/config.js";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { limitKey } from "../src/platform/limits/fixed-window.js";
import { loginFailuresKey } from "../src/accounts/portal/login-throttle.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import { resetAddressLimitKey } from "../src/accounts/portal/password-reset/request-password-reset.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { redis } from "../src/platform/redis.js";
import { startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { enableTwoFactorFor, totpCode } from "./support/two-factor.js";
import { waitFor } from "./support/wait.js";
import { runWorkers } from "./support/workers.js";

let api: TestApi;
let workers: { stop: () => Promise<void> };
beforeAll(async () => {
  [api, workers] = await Promise.all([startApi(), runWorkers([QUEUES.email])]);
});
afterAll(async () => {
  await workers.stop();
  await Promise.all([api.close(), smtp.close()]);
});

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  setCookie: string | null;
  headers: Headers;
}

/** A browser: keeps its session cookie and sends the CSRF token it was given on writes. */
function browser(userAgent = "sign-in-security test") {
  let cookie = "";
  let csrf = "";
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${api.baseUrl}/api/merchant${path}`, {
      method,
      headers: {
        "User-Agent": userAgent,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(method !== "GET" && csrf ? { "X-CSRF-Token": csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0]!;
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (parsed?.csrf_token) csrf = parsed.csrf_token;
    return { status: res.status, body: parsed, setCookie, headers: res.headers };
  }
  return { call };
}

async function signedIn(email: string, password: string, otp?: string) {
  const b = browser();
  const login = await b.call("POST", "/login", { email, password, ...(otp === undefined ? {} : { otp }) });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return b;
}

interface TestUser extends TestMerchant {
  userId: string;
}

async function merchantWithOwner(): Promise<TestUser> {
  const merchant = await createTestMerchant();
  const user = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } });
  return { ...merchant, userId: user.id };
}

async function memberOf(merchantId: string, password: string) {
  const email = `member-${randomBytes(5).toString("hex")}@example.test`;
  const id = newId("user");
  await prisma.user.create({ data: { id, merchantId, email, passwordHash: await hashPassword(password), role: "developer" } });
  return { userId: id, email };
}

const failures = async (email: string) => Number((await redis.get(loginFailuresKey(email))) ?? 0);

describe("setting up 2FA", () => {
  it("gives a secret, its otpauth URL and QR code, keeps the secret sealed until a code confirms it, then answers 10 recovery codes", async () => {
    const owner = await merchantWithOwner();
    const b = await signedIn(owner.email, owner.password);
    const setup = await b.call("POST", "/2fa/setup", { password: owner.password });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(setup.body.otpauth_url).searchParams.get("secret")).toBe(setup.body.secret);
    expect(setup.body.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    const pending = await prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(pending.totpPendingSealed).toBeTruthy();
    expect(pending.totpPendingSealed).not.toContain(setup.body.secret);
    expect(pending.totpEnabledAt).toBeNull();

    const wrong = await b.call("POST", "/2fa/enable", { code: totpCode(setup.body.secret, -2) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: "invalid_otp", param: "code" });

    const enabled = await b.call("POST", "/2fa/enable", { code: totpCode(setup.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    const stored = await prisma.recoveryCode.findMany({ where: { userId: owner.userId } });
    expect(stored).toHaveLength(10);
    for (const code of enabled.body.recovery_codes) expect(JSON.stringify(stored)).not.toContain(code);
    const me = await b.call("GET", "/me");
    expect(me.body.two_factor).toMatchObject({ enabled: true, required_by_account: false, setup_required: false, recovery_codes_remaining: 10 });

    const again = await b.call("POST", "/2fa/setup", { password: owner.password });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state");
  });

  it("refuses to enable without a setup, and a code of another secret", async () => {
    const owner = await merchantWithOwner();
    const b = await signedIn(owner.email, owner.password);
    const early = await b.call("POST", "/2fa/enable", { code: "123456" });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/setup/);
    const first = await b.call("POST", "/2fa/setup", { password: owner.password });
    const second = await b.call("POST", "/2fa/setup", { password: owner.password });
    // Restarting the setup replaces the secret: the first one's codes no longer enable.
    const stale = await b.call("POST", "/2fa/enable", { code: totpCode(first.body.secret) });
    if (totpCode(first.body.secret) !== totpCode(second.body.secret)) expect(stale.status).toBe(401);
    expect((await b.call("POST", "/2fa/enable", { code: totpCode(second.body.secret) })).status).toBe(200);
  });
});

describe("the password that starts a 2FA setup", () => {
  it("counts a wrong one as a failed sign-in in the login throttle, a right one gives its unit back, and past the limit none is checked", async () => {
    const owner = await merchantWithOwner();
    const b = await signedIn(owner.email, owner.password);
    const before = await failures(owner.email);
    const wrong = await b.call("POST", "/2fa/setup", { password: "not it at all" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "invalid_request", param: "password", message: "Your current password is not correct." });
    expect(await failures(owner.email)).toBe(before + 1);
    const right = await b.call("POST", "/2fa/setup", { password: owner.password });
    expect(right.status).toBe(200);
    expect(await failures(owner.email)).toBe(before + 1);
    const { totpPendingSealed } = await prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });

    // Past the limit, the setup is refused before the password is even looked at: no new secret.
    await redis.set(loginFailuresKey(owner.email), config.LOGIN_MAX_FAILURES_PER_EMAIL, "EX", 60);
    const throttled = await b.call("POST", "/2fa/setup", { password: owner.password });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.code).toBe("rate_limited");
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).totpPendingSealed).toBe(totpPendingSealed);
    // The sign-in form shares the budget: the password cannot be guessed faster through either.
    expect((await browser().call("POST", "/login", { email: owner.email, password: owner.password })).status).toBe(429);
    await redis.del(loginFailuresKey(owner.email));
  });
});

describe("signing in with 2FA on", () => {
  it("answers two_factor_required without otp and sets no session; signs in with a current code", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const b = browser();
    const bare = await b.call("POST", "/login", { email: owner.email, password: owner.password });
    expect(bare.status).toBe(401);
    expect(bare.body.error).toMatchObject({ code: "two_factor_required", param: "otp" });
    expect(bare.setCookie).toBeNull();
    expect((await b.call("GET", "/me")).status).toBe(401);
    // A wrong password is still the password's error, with or without otp.
    const wrongPassword = await b.call("POST", "/login", { email: owner.email, password: "not the password", otp: totpCode(secret) });
    expect(wrongPassword.body.error.code).toBe("invalid_credentials");

    const ok = await b.call("POST", "/login", { email: owner.email, password: owner.password, otp: totpCode(secret) });
    expect(ok.status).toBe(200);
    expect((await b.call("GET", "/me")).status).toBe(200);
  });

  it("accepts the next step's code, refuses one two steps old, and never accepts a step twice", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const login = (otp: string) => browser().call("POST", "/login", { email: owner.email, password: owner.password, otp });

    const old = await login(totpCode(secret, -2));
    expect(old.status).toBe(401);
    expect(old.body.error).toMatchObject({ code: "invalid_otp", param: "otp" });
    expect(old.body.error.message).toMatch(/authenticator/);

    const code = totpCode(secret);
    expect((await login(code)).status).toBe(200);
    const replay = await login(code);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("invalid_otp");
    // A later step is still fine (within the ±1 window).
    expect((await login(totpCode(secret, 1))).status).toBe(200);
    // ...after which this step's code is older than the last one accepted.
    expect((await login(totpCode(secret))).status).toBe(401);
  });

  it("lets only one of two concurrent sign-ins with the same code through", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const code = totpCode(secret);
    const answers = await Promise.all([0, 1, 2].map(() => browser().call("POST", "/login", { email: owner.email, password: owner.password, otp: code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it("accepts each recovery code once, however it is typed", async () => {
    const owner = await merchantWithOwner();
    const { recoveryCodes } = await enableTwoFactorFor(owner);
    const [first, second] = recoveryCodes as [string, string];
    const login = (otp: string) => browser().call("POST", "/login", { email: owner.email, password: owner.password, otp });
    const b = await signedIn(owner.email, owner.password, first);
    expect((await login(first)).status).toBe(401);
    expect((await login(` ${second.toUpperCase().replace("-", "")} `)).status).toBe(200);
    expect((await b.call("GET", "/me")).body.two_factor.recovery_codes_remaining).toBe(8);
  });

  it("counts a wrong code as a failed sign-in in the login throttle, and a right one gives its unit back", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const before = await failures(owner.email);
    expect((await browser().call("POST", "/login", { email: owner.email, password: owner.password, otp: totpCode(secret, -3) })).status).toBe(401);
    expect(await failures(owner.email)).toBe(before + 1);
    expect((await browser().call("POST", "/login", { email: owner.email, password: owner.password, otp: totpCode(secret) })).status).toBe(200);
    expect(await failures(owner.email)).toBe(before + 1);
    // Past the limit, sign-in is refused before the code is even looked at.
    await redis.set(loginFailuresKey(owner.email), config.LOGIN_MAX_FAILURES_PER_EMAIL, "EX", 60);
    const throttled = await browser().call("POST", "/login", { email: owner.email, password: owner.password, otp: totpCode(secret, 1) });
    expect(throttled.status).toBe(429);
    await redis.del(loginFailuresKey(owner.email));
  });
});

describe("turning 2FA off and new recovery codes", () => {
  it("disables with a code (a password alone no longer), and needs nothing at sign-in after", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const b = await signedIn(owner.email, owner.password, totpCode(secret, -1));
    await prisma.portalSession.updateMany({ where: { userId: owner.userId }, data: { secondFactorAt: new Date(Date.now() - 6 * 60_000) } });
    const neither = await b.call("POST", "/2fa/disable", {});
    expect(neither.body.error).toMatchObject({ code: "two_factor_required", param: "code" });
    const password = await b.call("POST", "/2fa/disable", { password: owner.password });
    expect(password.status).toBe(400);
    expect(password.body.error).toMatchObject({ code: "invalid_request", param: "password" });
    expect((await b.call("POST", "/2fa/disable", { code: totpCode(secret) })).status).toBe(204);
    expect(await prisma.recoveryCode.count({ where: { userId: owner.userId } })).toBe(0);
    await signedIn(owner.email, owner.password);
  });

  it("regenerates recovery codes with a current code only; the old ones stop working", async () => {
    const owner = await merchantWithOwner();
    const { secret, recoveryCodes } = await enableTwoFactorFor(owner);
    const b = await signedIn(owner.email, owner.password, recoveryCodes[0]);
    const withRecovery = await b.call("POST", "/2fa/recovery-codes", { code: recoveryCodes[1] });
    expect(withRecovery.status).toBe(401);
    const fresh = await b.call("POST", "/2fa/recovery-codes", { code: totpCode(secret) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect((await browser().call("POST", "/login", { email: owner.email, password: owner.password, otp: recoveryCodes[2] })).status).toBe(401);
    await signedIn(owner.email, owner.password, fresh.body.recovery_codes[0]);
  });
});

describe("an account that requires 2FA", () => {
  it("lets a member without 2FA reach only its setup (and sign-out) until they turn it on", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const ownerBrowser = await signedIn(owner.email, owner.password, totpCode(secret));
    const put = await ownerBrowser.call("PUT", "/settings", { require_two_factor: true });
    expect(put.status).toBe(200);
    expect(put.body.require_two_factor).toBe(true);

    const member = await memberOf(owner.merchantId, owner.password);
    const b = await signedIn(member.email, owner.password);
    const me = await b.call("GET", "/me");
    expect(me.body.two_factor).toMatchObject({ enabled: false, required_by_account: true, setup_required: true });
    for (const [method, path] of [["GET", "/api-keys"], ["GET", "/test/verification-sessions"], ["GET", "/sessions"], ["POST", "/2fa/verify"]] as const) {
      const refused = await b.call(method, path, method === "POST" ? { code: "123456" } : undefined);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code).toBe("two_factor_setup_required");
      expect(refused.body.error.message).toMatch(/Security page/);
    }
    const setup = await b.call("POST", "/2fa/setup", { password: owner.password });
    expect(setup.status).toBe(200);
    expect((await b.call("POST", "/2fa/enable", { code: totpCode(setup.body.secret) })).status).toBe(200);
    expect((await b.call("GET", "/api-keys")).status).toBe(200);
    // It cannot be turned off while the account requires it.
    const off = await b.call("POST", "/2fa/disable", { code: totpCode(setup.body.secret, 1) });
    expect(off.status).toBe(409);
    expect(off.body.error.message).toMatch(/requires/);
  });

  it("still lets that member sign out", async () => {
    const owner = await merchantWithOwner();
    await prisma.merchantSettings.create({ data: { merchantId: owner.merchantId, requireTwoFactor: true } });
    const b = await signedIn(owner.email, owner.password);
    expect((await b.call("GET", "/api-keys")).status).toBe(403);
    expect((await b.call("POST", "/logout")).status).toBe(204);
    expect((await b.call("GET", "/me")).status).toBe(401);
  });
});

describe("minting a live key with 2FA on", () => {
  it("needs otp or a step-up within 5 minutes; test keys need neither", async () => {
    const owner = await merchantWithOwner();
    const { secret } = await enableTwoFactorFor(owner);
    const b = await signedIn(owner.email, owner.password, totpCode(secret, -1));
    // Signing in with a code counts as a step-up: for this test, it was longer ago than 5 minutes.
    await prisma.portalSession.updateMany({ where: { userId: owner.userId }, data: { secondFactorAt: new Date(Date.now() - 6 * 60_000) } });
    const key = { name: "live", mode: "live", scopes: ["customers:read"] };
    expect((await b.call("POST", "/api-keys", { ...key, mode: "test" })).status).toBe(201);
    const bare = await b.call("POST", "/api-keys", key);
    expect(bare.status).toBe(401);
    expect(bare.body.error).toMatchObject({ code: "two_factor_required", param: "otp" });
    const wrong = await b.call("POST", "/api-keys", { ...key, otp: totpCode(secret, -3) });
    expect(wrong.body.error.code).toBe("invalid_otp");
    expect((await b.call("POST", "/api-keys", { ...key, otp: totpCode(secret) })).status).toBe(201);

    // A step-up: the next live mints need no otp for 5 minutes.
    expect((await b.call("POST", "/api-keys", key)).status).toBe(401);
    const verified = await b.call("POST", "/2fa/verify", { code: totpCode(secret, 1) });
    expect(verified.status).toBe(200);
    expect(Date.parse(verified.body.verified_until)).toBeGreaterThan(Date.now());
    expect((await b.call("POST", "/api-keys", key)).status).toBe(201);
    expect((await b.call("POST", "/api-keys", key)).status).toBe(201);
  });

  it("refuses users without 2FA a live key (they must set it up), not a test key", async () => {
    const owner = await merchantWithOwner();
    const b = await signedIn(owner.email, owner.password);
    const live = await b.call("POST", "/api-keys", { name: "live", mode: "live", scopes: ["customers:read"] });
    expect(live.status).toBe(403);
    expect(live.body.error.code).toBe("two_factor_setup_required");
    expect((await b.call("POST", "/api-keys", { name: "test", mode: "test", scopes: ["customers:read"] })).status).toBe(201);
    const verify = await b.call("POST", "/2fa/verify", { code: "123456" });
    expect(verify.status).toBe(409);
  });
});

describe("changing the password", () => {
  it("checks the current one and the policy, and signs out every other session", async () => {
    const owner = await merchantWithOwner();
    const [mine, other] = [await signedIn(owner.email, owner.password), await signedIn(owner.email, owner.password)];
    const wrong = await mine.call("POST", "/password", { current_password: "not it at all", new_password: "a brand new passphrase" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ param: "current_password", message: "Your current password is not correct." });
    const weak = await mine.call("POST", "/password", { current_password: owner.password, new_password: "password123" });
    expect(weak.body.error).toMatchObject({ code: "invalid_request", param: "new_password" });
    const short = await mine.call("POST", "/password", { current_password: owner.password, new_password: "short" });
    expect(short.body.error).toMatchObject({ code: "invalid_request", param: "new_password" });
    expect((await other.call("GET", "/me")).status).toBe(200);

    const changed = await mine.call("POST", "/password", { current_password: owner.password, new_password: "a brand new passphrase" });
    expect(changed.status).toBe(200);
    expect(changed.body.signed_out_sessions).toBe(1);
    expect((await other.call("GET", "/me")).status).toBe(401);
    expect((await mine.call("GET", "/me")).status).toBe(200);
    expect((await browser().call("POST", "/login", { email: owner.email, password: owner.password })).status).toBe(401);
    await signedIn(owner.email, "a brand new passphrase");
  });
});

/** The token of the newest reset link mailed to `email`, once it arrives. */
async function resetTokenMailedTo(email: string, count = 1): Promise<string> {
  const mails = await waitFor(async () => (smtp.to(email).length >= count ? smtp.to(email) : null), `reset email #${count} to arrive`, 20_000);
  // The text part is quoted-printable: soft line breaks out, =XX escapes decoded.
  const raw = mails[count - 1]!.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = new RegExp(`${config.PUBLIC_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/reset#token=([A-Za-z0-9]+)`).exec(raw);
  if (!match) throw new Error("no reset link in the email");
  return match[1]!;
}

describe("password reset by email", () => {
  it("mails a single-use link to an existing user; the link sets the password and ends every session", async () => {
    const owner = await merchantWithOwner();
    const session = await signedIn(owner.email, owner.password);
    const asked = await browser().call("POST", "/password-reset", { email: ` ${owner.email.toUpperCase()} ` });
    expect(asked.status).toBe(202);
    const token = await resetTokenMailedTo(owner.email);
    const mail = smtp.to(owner.email)[0]!;
    expect(mail.headers.subject).toBe("Reset your Proofbase password");
    const row = await prisma.passwordReset.findFirstOrThrow({ where: { userId: owner.userId } });
    await waitFor(async () => ((await prisma.outboundMessage.findUnique({ where: { id: row.id } }))?.status === "sent" ? true : null), "the send recorded");
    const settled = await prisma.passwordReset.findUniqueOrThrow({ where: { id: row.id } });
    expect(settled.tokenSealed).toBeNull();
    expect(settled.tokenHash).not.toContain(token);

    const weak = await browser().call("POST", "/password-reset/confirm", { token, password: "qwertyuiop" });
    expect(weak.body.error).toMatchObject({ code: "invalid_request", param: "password" });
    const done = await browser().call("POST", "/password-reset/confirm", { token, password: "a reset passphrase" });
    expect(done.status).toBe(204);
    expect((await session.call("GET", "/me")).status).toBe(401);
    await signedIn(owner.email, "a reset passphrase");

    const again = await browser().call("POST", "/password-reset/confirm", { token, password: "another passphrase here" });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "invalid_token", param: "token" });
    expect(again.body.error.message).toMatch(/already used/);
    expect(smtp.to(owner.email)).toHaveLength(1);
  });

  it("refuses an expired link and an unknown token, saying which", async () => {
    const owner = await merchantWithOwner();
    expect((await browser().call("POST", "/password-reset", { email: owner.email })).status).toBe(202);
    const token = await resetTokenMailedTo(owner.email);
    await prisma.passwordReset.updateMany({ where: { userId: owner.userId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const expired = await browser().call("POST", "/password-reset/confirm", { token, password: "a reset passphrase" });
    expect(expired.body.error.code).toBe("invalid_token");
    expect(expired.body.error.message).toMatch(/expired/);
    const unknown = await browser().call("POST", "/password-reset/confirm", { token: "not-a-token", password: "a reset passphrase" });
    expect(unknown.body.error.code).toBe("invalid_token");
    expect(unknown.body.error.message).toMatch(/not valid/);
    await signedIn(owner.email, owner.password);
  });

  it("answers an unknown email exactly like a known one, and writes and mails nothing for it", async () => {
    const owner = await merchantWithOwner();
    const nobody = `nobody-${randomBytes(5).toString("hex")}@example.test`;
    const unknown = await browser().call("POST", "/password-reset", { email: nobody });
    const known = await browser().call("POST", "/password-reset", { email: owner.email });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await resetTokenMailedTo(owner.email);
    expect(smtp.to(nobody)).toEqual([]);
    expect(await prisma.passwordReset.count({ where: { user: { email: nobody } } })).toBe(0);
  });

  it("throttles per email (known or not) and per client address", async () => {
    const nobody = `nobody-${randomBytes(5).toString("hex")}@example.test`;
    for (let i = 0; i < 3; i++) expect((await browser().call("POST", "/password-reset", { email: nobody })).status).toBe(202);
    const fourth = await browser().call("POST", "/password-reset", { email: nobody });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe("rate_limited");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);

    const keys = ["127.0.0.1", "::ffff:127.0.0.1", "::1"].map((ip) => limitKey(resetAddressLimitKey(ip)));
    for (const key of keys) await redis.set(key, config.PASSWORD_RESET_MAX_PER_IP_PER_HOUR, "EX", 60);
    try {
      const fromAddress = await browser().call("POST", "/password-reset", { email: `other-${randomBytes(5).toString("hex")}@example.test` });
      expect(fromAddress.status).toBe(429);
    } finally {
      for (const key of keys) await redis.del(key);
    }
  });
});

describe("sessions", () => {
  it("lists the user's sessions with where they were opened, signs one out, and signs out everywhere", async () => {
    const owner = await merchantWithOwner();
    const mine = await signedIn(owner.email, owner.password);
    const phone = browser("Phone browser");
    await phone.call("POST", "/login", { email: owner.email, password: owner.password });
    const laptop = await signedIn(owner.email, owner.password);

    const list = await mine.call("GET", "/sessions");
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phoneSession = list.body.data.find((s: { user_agent: string }) => s.user_agent === "Phone browser");
    expect(phoneSession).toMatchObject({ object: "portal_session", current: false });
    expect(phoneSession.ip).toMatch(/127\.0\.0\.1|::1/);

    expect((await mine.call("DELETE", `/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.call("GET", "/me")).status).toBe(401);
    const missing = await mine.call("DELETE", `/sessions/${phoneSession.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("portal_session_not_found");
    // Another user's session is the same 404.
    const stranger = await merchantWithOwner();
    const strangerBrowser = await signedIn(stranger.email, stranger.password);
    const strangers = (await strangerBrowser.call("GET", "/sessions")).body.data[0].id;
    expect((await mine.call("DELETE", `/sessions/${strangers}`)).status).toBe(404);

    const others = await mine.call("POST", "/sessions/revoke-all", { keep_current: true });
    expect(others.body.signed_out_sessions).toBe(1);
    expect((await laptop.call("GET", "/me")).status).toBe(401);
    expect((await mine.call("GET", "/me")).status).toBe(200);

    const everywhere = await mine.call("POST", "/sessions/revoke-all", {});
    expect(everywhere.body.signed_out_sessions).toBe(1);
    expect((await mine.call("GET", "/me")).status).toBe(401);
    expect((await strangerBrowser.call("GET", "/me")).status).toBe(200);
  });
});

describe("the reset email job", () => {
  it("sends one reset request's mail at most once, however often its job runs", async () => {
    await import("../src/app/message-kinds.js");
    const { configuredSenders, deliverMessage } = await import("../src/messaging/outbox/deliver-message.js");
    const { configuredEmailSender } = await import("../src/messaging/email/configured-sender.js");
    // The reset email's send job, run once (the outbox's, src/messaging/outbox/).
    const deliverResetEmail = (id: string, sender: ReturnType<typeof configuredEmailSender>, attempt: { isLast: boolean }) => deliverMessage(id, { ...configuredSenders(), email: sender }, attempt);
    const owner = await merchantWithOwner();
    expect((await browser().call("POST", "/password-reset", { email: owner.email })).status).toBe(202);
    await resetTokenMailedTo(owner.email);
    const row = await prisma.passwordReset.findFirstOrThrow({ where: { userId: owner.userId } });
    await waitFor(async () => ((await prisma.outboundMessage.findUnique({ where: { id: row.id } }))?.status === "sent" ? true : null), "the send recorded");
    expect(await deliverResetEmail(row.id, configuredEmailSender(), { isLast: false })).toBe("skipped");
    // A send claimed by a worker that then died stays claimed: it is not mailed again.
    const { seal } = await import("../src/platform/crypto/sealed-box.js");
    await prisma.passwordReset.update({ where: { id: row.id }, data: { tokenSealed: seal("password-reset-tokens", "a-token") } });
    await prisma.outboundMessage.update({ where: { id: row.id }, data: { status: "sending" } });
    expect(await deliverResetEmail(row.id, configuredEmailSender(), { isLast: false })).toBe("skipped");
    expect(smtp.to(owner.email)).toHaveLength(1);
  });
});
