import { randomBytes, randomInt } from "node:crypto";
import { failedAuthenticationKey } from "../../src/http/auth/auth-failures.js";
import { config } from "../../src/platform/config.js";
import { limitKey } from "../../src/platform/limits/fixed-window.js";
import { holdKey } from "../../src/platform/limits/one-at-a-time.js";
import { loginFailuresKey } from "../../src/accounts/portal/login-throttle.js";
import { signupAddressKey } from "../../src/accounts/portal/sign-up.js";
import { redis } from "../../src/platform/redis.js";
import type { ScenarioTable } from "./v1-scenarios.js";
import { prisma } from "../../src/platform/db/client.js";
import { createTestMerchant } from "../support/factories.js";
import { disabledLiveAccount } from "./disabled-live-account.js";
import { sha256Hex } from "../../src/http/auth/api-key-format.js";
import { newId } from "../../src/platform/ids.js";
import { resetEmailLimitKey } from "../../src/accounts/portal/password-reset/request-password-reset.js";
import { startTwoFactorSetup } from "../../src/accounts/portal/two-factor/set-up-two-factor.js";
import { enableTwoFactorFor, totpCode } from "../support/two-factor.js";
import type { PortalSession, ScenarioContext } from "./world.js";

/** A 1x1 PNG (a logo upload). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** An account of its own (for scenarios that change the signed-in user), its owner signed in. */
export async function freshOwner(ctx: ScenarioContext, options: { twoFactor?: boolean } = {}) {
  const merchant = await createTestMerchant();
  const user = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } });
  const factor = options.twoFactor ? await enableTwoFactorFor({ userId: user.id, email: merchant.email }) : undefined;
  const session: PortalSession = await ctx.world.signIn(merchant.email, merchant.password, factor && totpCode(factor.secret));
  // Signing in with a code counts as a step-up for 5 minutes: scenarios start without one.
  await prisma.portalSession.updateMany({ where: { userId: user.id }, data: { secondFactorAt: null } });
  return { merchant, userId: user.id, session, secret: factor?.secret ?? "", recoveryCodes: factor?.recoveryCodes ?? [] };
}

/** The sign-in throttle of this email is full: its next attempt that checks a password or code is refused. */
const fillSignInThrottle = (email: string) => redis.set(loginFailuresKey(email), config.LOGIN_MAX_FAILURES_PER_EMAIL, "EX", 60);

/** An authenticator code outside the accepted window (or a wrong one). */
const wrongCode = (secret: string) => (secret ? totpCode(secret, -3) : "000000");

type FreshOwner = Awaited<ReturnType<typeof freshOwner>>;

/**
 * The step-up codes of a route (contract section 19), from an owner with 2FA whose session has no
 * fresh factor: `request` says what to send for that owner; `param` is where the code goes.
 */
export function stepUpScenarios(request: (owner: FreshOwner) => Promise<{ params?: Record<string, string>; body: Record<string, unknown> }>, param = "otp") {
  const run = async (ctx: ScenarioContext, code: (owner: FreshOwner) => string | undefined, throttled = false) => {
    const owner = await freshOwner(ctx, { twoFactor: true });
    const { params, body } = await request(owner);
    if (throttled) await fillSignInThrottle(owner.merchant.email);
    const proof = code(owner);
    return ctx.send({ auth: { portal: owner.session }, params, body: proof === undefined ? body : { ...body, [param]: proof } });
  };
  return {
    two_factor_required: (ctx: ScenarioContext) => run(ctx, () => undefined),
    invalid_otp: (ctx: ScenarioContext) => run(ctx, (owner) => wrongCode(owner.secret)),
    rate_limited: (ctx: ScenarioContext) => run(ctx, (owner) => owner.recoveryCodes[0], true),
  };
}

// Sign-up scenarios share this address's sign-up allowance: one of them fills it, so they take
// turns instead of running concurrently (the others would see its 429).
let signUpTurn: Promise<unknown> = Promise.resolve();
function inSignUpTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = signUpTurn.then(run, run);
  signUpTurn = mine.catch(() => undefined);
  return mine;
}

/**
 * Sends from an address of its own whose failed authentications are used up this minute and the
 * next (so a minute's end cannot free it): the token routes then refuse before any lookup.
 */
export async function fromBlockedAddress(ctx: ScenarioContext, body: Record<string, unknown>) {
  const ip = `198.51.100.${randomInt(1, 255)}`;
  const minute = Math.floor(Date.now() / 60_000);
  for (const m of [minute, minute + 1]) await redis.set(limitKey(failedAuthenticationKey(ip, m)), config.AUTH_FAILURES_PER_IP_PER_MINUTE, "EX", 180);
  return ctx.send({ body, headers: { "X-Forwarded-For": ip } });
}

// The world's account runs one export at a time (contract section 19): its export scenarios take turns.
let exportTurn: Promise<unknown> = Promise.resolve();
function inExportTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = exportTurn.then(run, run);
  exportTurn = mine.catch(() => undefined);
  return mine;
}

/** A fresh account whose `work` (src/platform/limits/one-at-a-time.ts) another run holds: its next one is refused. */
async function busyOwner(ctx: ScenarioContext, work: "simulate" | "export") {
  const { merchant, session } = await freshOwner(ctx);
  await redis.set(holdKey({ name: work }, merchant.merchantId), "contract", "PX", 60_000);
  return session;
}

const rule = { name: "Review virtual numbers", priority: 10, condition: { signal: "phone_line_type", op: "eq", value: "voip" }, action: "review" };

/** The dashboard's own routes (account, API keys, decision rules of both modes), keyed by operationId. */
/** Runs the billing-setup cases one at a time (see startBillingSetup below). */
let billingTurn: Promise<unknown> = Promise.resolve();
function inBillingTurn<T>(run: () => Promise<T>): Promise<T> {
  const turn = billingTurn.then(run, run);
  billingTurn = turn.catch(() => undefined);
  return turn;
}

export const portalScenarios: ScenarioTable = {
  signUp: {
    success: (ctx) =>
      inSignUpTurn(() =>
        ctx.send({ body: { email: `new-${randomBytes(6).toString("hex")}@example.test`, password: "a long enough password", business_name: "New Co" } }),
      ),
    email_taken: (ctx) =>
      inSignUpTurn(() => ctx.send({ body: { email: ctx.world.merchant.email, password: "a long enough password", business_name: "Again" } })),
    // This address's sign-up allowance is used up (for this one request; it is given back after).
    rate_limited: (ctx) => inSignUpTurn(async () => {
      const keys = ["127.0.0.1", "::ffff:127.0.0.1", "::1"].map((ip) => limitKey(signupAddressKey(ip)));
      for (const key of keys) await redis.set(key, config.SIGNUP_MAX_PER_IP_PER_HOUR, "EX", 60);
      try {
        return await ctx.send({ body: { email: `late-${randomBytes(6).toString("hex")}@example.test`, password: "a long enough password", business_name: "Late" } });
      } finally {
        for (const key of keys) await redis.del(key);
      }
    }),
  },
  signIn: {
    success: (ctx) => ctx.send({ body: { email: ctx.world.merchant.email, password: ctx.world.merchant.password } }),
    invalid_credentials: (ctx) => ctx.send({ body: { email: ctx.world.merchant.email, password: "not the password" } }),
    // The per-email limit (all addresses) is full: further attempts are refused until it ages out.
    rate_limited: async (ctx) => {
      const email = `throttled-${randomBytes(6).toString("hex")}@example.test`;
      await redis.set(loginFailuresKey(email), config.LOGIN_MAX_FAILURES_PER_EMAIL, "EX", 60);
      return ctx.send({ body: { email, password: "whatever it is" } });
    },
    two_factor_required: async (ctx) => {
      const { merchant } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ body: { email: merchant.email, password: merchant.password } });
    },
    invalid_otp: async (ctx) => {
      const { merchant, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ body: { email: merchant.email, password: merchant.password, otp: wrongCode(secret) } });
    },
  },
  signOut: {
    success: async (ctx) => ctx.send({ auth: { portal: await ctx.world.signIn(ctx.world.merchant.email, ctx.world.merchant.password) } }),
  },
  retrieveAccount: {
    success: (ctx) => ctx.send(),
  },
  mintApiKey: {
    // A live key needs its minter's 2FA and a fresh code.
    success: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { name: "contract", mode: "live", scopes: ["customers:read", "webhooks:manage"], otp: totpCode(secret, 1) } });
    },
    live_mode_not_enabled: async (ctx) =>
      ctx.send({ auth: { portal: (await disabledLiveAccount(ctx.world)).owner }, body: { name: "contract", mode: "live", scopes: ["customers:read"] } }),
    two_factor_required: async (ctx) => {
      const { session } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { name: "contract", mode: "live", scopes: ["customers:read"] } });
    },
    invalid_otp: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { name: "contract", mode: "live", scopes: ["customers:read"], otp: wrongCode(secret) } });
    },
    rate_limited: async (ctx) => {
      const { merchant, session, secret } = await freshOwner(ctx, { twoFactor: true });
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { name: "contract", mode: "live", scopes: ["customers:read"], otp: totpCode(secret) } });
    },
  },
  changePassword: {
    success: async (ctx) => {
      const { merchant, session } = await freshOwner(ctx);
      return ctx.send({ auth: { portal: session }, body: { current_password: merchant.password, new_password: "a contract passphrase" } });
    },
    rate_limited: async (ctx) => {
      const { merchant, session } = await freshOwner(ctx);
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { current_password: merchant.password, new_password: "a contract passphrase" } });
    },
  },
  requestPasswordReset: {
    success: (ctx) => ctx.send({ body: { email: `nobody-${randomBytes(6).toString("hex")}@example.test` } }),
    rate_limited: async (ctx) => {
      const email = `throttled-${randomBytes(6).toString("hex")}@example.test`;
      await redis.set(limitKey(resetEmailLimitKey(email)), config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR, "EX", 60);
      return ctx.send({ body: { email } });
    },
  },
  confirmPasswordReset: {
    success: async (ctx) => {
      const { userId } = await freshOwner(ctx);
      const token = randomBytes(20).toString("hex");
      await prisma.passwordReset.create({
        data: { id: newId("passwordReset"), userId, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + 600_000), mailStatus: "sent" },
      });
      return ctx.send({ body: { token, password: "a contract passphrase" } });
    },
    invalid_token: (ctx) => ctx.send({ body: { token: "contract-unknown-token", password: "a contract passphrase" } }),
    rate_limited: (ctx) => fromBlockedAddress(ctx, { token: "contract-unknown-token", password: "a contract passphrase" }),
  },
  listPortalSessions: {
    success: (ctx) => ctx.send(),
  },
  revokePortalSession: {
    success: async (ctx) => {
      const { userId, session } = await freshOwner(ctx);
      const { id } = await prisma.portalSession.findFirstOrThrow({ where: { userId } });
      return ctx.send({ auth: { portal: session }, params: { id } });
    },
    portal_session_not_found: (ctx) => ctx.send(),
  },
  revokeAllPortalSessions: {
    success: async (ctx) => ctx.send({ auth: { portal: (await freshOwner(ctx)).session }, body: { keep_current: true } }),
  },
  startTwoFactorSetup: {
    success: async (ctx) => {
      const { merchant, session } = await freshOwner(ctx);
      return ctx.send({ auth: { portal: session }, body: { password: merchant.password } });
    },
    invalid_state: async (ctx) => {
      const { merchant, session } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { password: merchant.password } });
    },
    rate_limited: async (ctx) => {
      const { merchant, session } = await freshOwner(ctx);
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { password: merchant.password } });
    },
  },
  enableTwoFactor: {
    success: async (ctx) => {
      const { userId, session } = await freshOwner(ctx);
      const { secret } = await startTwoFactorSetup(userId);
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret) } });
    },
    invalid_otp: async (ctx) => {
      const { userId, session } = await freshOwner(ctx);
      const { secret } = await startTwoFactorSetup(userId);
      return ctx.send({ auth: { portal: session }, body: { code: wrongCode(secret) } });
    },
    invalid_state: async (ctx) => ctx.send({ auth: { portal: (await freshOwner(ctx)).session }, body: { code: "123456" } }),
    rate_limited: async (ctx) => {
      const { merchant, userId, session } = await freshOwner(ctx);
      const { secret } = await startTwoFactorSetup(userId);
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret) } });
    },
  },
  verifyTwoFactor: {
    success: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret, 1) } });
    },
    invalid_otp: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { code: wrongCode(secret) } });
    },
    // The world's owner has no second factor.
    invalid_state: (ctx) => ctx.send({ body: { code: "123456" } }),
    rate_limited: async (ctx) => {
      const { merchant, session, secret } = await freshOwner(ctx, { twoFactor: true });
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret, 1) } });
    },
  },
  disableTwoFactor: {
    success: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret, 1) } });
    },
    two_factor_required: async (ctx) => {
      const { session } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: {} });
    },
    invalid_otp: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { code: wrongCode(secret) } });
    },
    // The world's owner has no second factor to turn off.
    invalid_state: (ctx) => ctx.send({ body: {} }),
    rate_limited: async (ctx) => {
      const { merchant, session, recoveryCodes } = await freshOwner(ctx, { twoFactor: true });
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { code: recoveryCodes[0] } });
    },
  },
  regenerateRecoveryCodes: {
    success: async (ctx) => {
      const { session, secret } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret, 1) } });
    },
    invalid_otp: async (ctx) => {
      const { session, recoveryCodes } = await freshOwner(ctx, { twoFactor: true });
      return ctx.send({ auth: { portal: session }, body: { code: recoveryCodes[0] } });
    },
    invalid_state: (ctx) => ctx.send({ body: { code: "123456" } }),
    rate_limited: async (ctx) => {
      const { merchant, session, secret } = await freshOwner(ctx, { twoFactor: true });
      await fillSignInThrottle(merchant.email);
      return ctx.send({ auth: { portal: session }, body: { code: totpCode(secret, 1) } });
    },
  },
  listApiKeys: {
    success: (ctx) => ctx.send(),
  },
  revokeApiKey: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.apiKey() } }),
    api_key_not_found: (ctx) => ctx.send(),
  },
  dailyInsights: {
    success: async (ctx) => {
      await Promise.all([ctx.fx.resolvedReview(), ctx.fx.deliveredEndpoint()]);
      return ctx.send({ query: "days=7" });
    },
  },
  exportVerificationSessions: {
    rate_limited: async (ctx) => ctx.send({ auth: { portal: await busyOwner(ctx, "export") } }),
    success: (ctx) =>
      inExportTurn(async () => {
        await ctx.fx.session();
        return ctx.send({ query: "status=created" });
      }),
  },
  exportCustomers: {
    rate_limited: async (ctx) => ctx.send({ auth: { portal: await busyOwner(ctx, "export") } }),
    success: (ctx) =>
      inExportTurn(async () => {
        await ctx.fx.customer();
        return ctx.send();
      }),
  },
  exportReviews: {
    rate_limited: async (ctx) => ctx.send({ auth: { portal: await busyOwner(ctx, "export") } }),
    success: (ctx) =>
      inExportTurn(async () => {
        await ctx.fx.review();
        return ctx.send({ query: "status=flagged" });
      }),
  },
  retrieveBillingSettings: {
    success: (ctx) => ctx.send(),
  },
  // The cases take turns (they run concurrently): one switches this process's billing provider off
  // for its request, which the others, sent meanwhile, met as 409 billing_not_configured.
  startBillingSetup: {
    success: (ctx) => inBillingTurn(() => ctx.send()),
    // A deployment without a billing provider (BILLING_PROVIDER=none), for this one request.
    billing_not_configured: (ctx) =>
      inBillingTurn(async () => {
        const provider = config.BILLING_PROVIDER;
        (config as { BILLING_PROVIDER: string }).BILLING_PROVIDER = "none";
        try {
          return await ctx.send();
        } finally {
          (config as { BILLING_PROVIDER: string }).BILLING_PROVIDER = provider;
        }
      }),
    // Stripe refuses the Checkout Session (a customer it does not know): the owner is told to retry.
    service_unavailable: async (ctx) => {
      const merchant = await createTestMerchant();
      await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { stripeCustomerId: "cus_UnknownToStripe" } });
      const portal = await ctx.world.signIn(merchant.email, merchant.password);
      return inBillingTurn(() => ctx.send({ auth: { portal } }));
    },
  },
  retrieveMerchantSettings: {
    success: (ctx) => ctx.send(),
  },
  updateMerchantSettings: {
    success: (ctx) => ctx.send({ body: { sms_countries: ["US", "FR"], sms_name: "Contract Shop", branding_accent_color: "#1d4ed8", alerts: { review_queue_over: 40, failing_endpoints: false } } }),
    ...stepUpScenarios(async () => ({ body: { require_two_factor: true } })),
  },
  uploadBrandingLogo: {
    success: (ctx) => ctx.send({ body: PNG, headers: { "Content-Type": "image/png" } }),
    invalid_image: (ctx) => ctx.send({ body: PNG, headers: { "Content-Type": "image/webp" } }),
    file_too_large: (ctx) => ctx.send({ body: Buffer.concat([PNG, Buffer.alloc(100 * 1024)]), headers: { "Content-Type": "image/png" } }),
  },
  deleteBrandingLogo: {
    success: (ctx) => ctx.send(),
  },
  listPortalDecisionRules: {
    success: (ctx) => ctx.send({ query: "mode=test" }),
  },
  createDecisionRule: {
    success: (ctx) => ctx.send({ body: { ...rule, mode: "live" } }),
  },
  updateDecisionRule: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.rule() }, body: { action: "approve", tier: "enhanced", enabled: false } }),
    rule_not_found: (ctx) => ctx.send({ body: { enabled: false } }),
  },
  listAuditLog: {
    success: (ctx) => ctx.send({ query: "limit=5&created_gte=2026-01-01T00:00:00Z" }),
  },
  deleteDecisionRule: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.rule() } }),
    rule_not_found: (ctx) => ctx.send(),
  },
  listSignalCatalog: {
    success: (ctx) => ctx.send(),
  },
  copyDecisionRules: {
    // A fresh account (its default rules): the world's fixture rule reads a signal outside the catalog, which a copy refuses.
    success: async (ctx) => {
      const merchant = await createTestMerchant();
      return ctx.send({ auth: { portal: await ctx.world.signIn(merchant.email, merchant.password) }, body: { from: "test", to: "live" } });
    },
  },
  retrieveFirstRun: {
    success: (ctx) => ctx.send(),
  },
  listTeamAlerts: {
    // An open alert of each kind, so the body holds both shapes (the evaluator's own test opens them for real).
    success: async (ctx) => {
      const { merchantId } = ctx.world.merchant;
      await prisma.teamAlert.deleteMany({ where: { merchantId } });
      await prisma.teamAlert.createMany({
        data: [
          { id: newId("teamAlert"), merchantId, mode: "test", kind: "review_queue", subject: "reviews", count: 30, notified: true },
          { id: newId("teamAlert"), merchantId, mode: "test", kind: "failing_endpoint", subject: newId("endpoint"), count: 5, notified: true },
        ],
      });
      return ctx.send();
    },
  },
  dismissFirstRun: {
    // A fresh account's owner: a checklist dismissed once is not dismissed again (no change, no row).
    success: async (ctx) => {
      const merchant = await createTestMerchant();
      return ctx.send({ auth: { portal: await ctx.world.signIn(merchant.email, merchant.password) } });
    },
  },
  simulateDecisionRules: {
    rate_limited: async (ctx) => ctx.send({ auth: { portal: await busyOwner(ctx, "simulate") }, body: { mode: "test", rules: [] } }),
    success: async (ctx) => {
      await ctx.fx.populated();
      return ctx.send({ body: { mode: "test", rules: [{ ...rule, id: await ctx.fx.rule() }, { name: "Approve the rest", priority: 1000, condition: { signal: "*", op: "always" }, action: "approve", tier: "verified" }], limit: 100 } });
    },
  },
  retrieveReviewCase: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.review() } }),
    review_not_found: (ctx) => ctx.send(),
  },
  retrieveReviewQueue: {
    success: async (ctx) => {
      await ctx.fx.review();
      return ctx.send();
    },
  },
  listReviewQueue: {
    success: async (ctx) => {
      await ctx.fx.claimedReview();
      return ctx.send();
    },
  },
  claimReview: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.review() } }),
    review_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.resolvedReview() } }),
    already_claimed: async (ctx) => ctx.send({ params: { id: await ctx.fx.claimedReview() } }),
  },
  releaseReview: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.review() } }),
    review_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.resolvedReview() } }),
    already_claimed: async (ctx) => ctx.send({ params: { id: await ctx.fx.claimedReview() } }),
  },
  claimNextReview: {
    success: async (ctx) => {
      await ctx.fx.review();
      return ctx.send();
    },
  },
  bulkResolveReviews: {
    success: async (ctx) =>
      ctx.send({ body: { reviews: [await ctx.fx.review(), await ctx.fx.claimedReview()], decision: "reject", resolution_reason: "suspected_fraud", note: "contract" } }),
  },
};
