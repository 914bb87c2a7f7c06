import { randomBytes } from "node:crypto";
import { config } from "../../src/config.js";
import { limitKey } from "../../src/limits/fixed-window.js";
import { loginFailuresKey } from "../../src/portal/login-throttle.js";
import { signupAddressKey } from "../../src/portal/sign-up.js";
import { redis } from "../../src/redis.js";
import type { ScenarioTable } from "./v1-scenarios.js";
import { prisma } from "../../src/db/client.js";
import { createTestMerchant } from "../support/factories.js";
import { disabledLiveAccount } from "./disabled-live-account.js";

// Sign-up scenarios share this address's sign-up allowance: one of them fills it, so they take
// turns instead of running concurrently (the others would see its 429).
let signUpTurn: Promise<unknown> = Promise.resolve();
function inSignUpTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = signUpTurn.then(run, run);
  signUpTurn = mine.catch(() => undefined);
  return mine;
}

const rule = { name: "Review virtual numbers", priority: 10, condition: { signal: "phone_line_type", op: "eq", value: "voip" }, action: "review" };

/** The dashboard's own routes (account, API keys, decision rules of both modes), keyed by operationId. */
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
  },
  signOut: {
    success: async (ctx) => ctx.send({ auth: { portal: await ctx.world.signIn(ctx.world.merchant.email, ctx.world.merchant.password) } }),
  },
  retrieveAccount: {
    success: (ctx) => ctx.send(),
  },
  mintApiKey: {
    success: (ctx) => ctx.send({ body: { name: "contract", mode: "live", scopes: ["customers:read", "webhooks:manage"] } }),
    live_mode_not_enabled: async (ctx) =>
      ctx.send({ auth: { portal: (await disabledLiveAccount(ctx.world)).owner }, body: { name: "contract", mode: "live", scopes: ["customers:read"] } }),
  },
  listApiKeys: {
    success: (ctx) => ctx.send(),
  },
  revokeApiKey: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.apiKey() } }),
    api_key_not_found: (ctx) => ctx.send(),
  },
  retrieveBillingSettings: {
    success: (ctx) => ctx.send(),
  },
  startBillingSetup: {
    success: (ctx) => ctx.send(),
    // A deployment without a billing provider (BILLING_PROVIDER=none), for this one request.
    billing_not_configured: async (ctx) => {
      const provider = config.BILLING_PROVIDER;
      (config as { BILLING_PROVIDER: string }).BILLING_PROVIDER = "none";
      try {
        return await ctx.send();
      } finally {
        (config as { BILLING_PROVIDER: string }).BILLING_PROVIDER = provider;
      }
    },
    // Stripe refuses the Checkout Session (a customer it does not know): the owner is told to retry.
    service_unavailable: async (ctx) => {
      const merchant = await createTestMerchant();
      await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { stripeCustomerId: "cus_UnknownToStripe" } });
      return ctx.send({ auth: { portal: await ctx.world.signIn(merchant.email, merchant.password) } });
    },
  },
  retrieveMerchantSettings: {
    success: (ctx) => ctx.send(),
  },
  updateMerchantSettings: {
    success: (ctx) => ctx.send({ body: { sms_countries: ["US", "FR"], sms_name: "Contract Shop" } }),
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
  deleteDecisionRule: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.rule() } }),
    rule_not_found: (ctx) => ctx.send(),
  },
  listSignalCatalog: {
    success: (ctx) => ctx.send(),
  },
  simulateDecisionRules: {
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
};
