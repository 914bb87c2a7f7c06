import { config } from "../../src/platform/config.js";
import { prisma } from "../../src/platform/db/client.js";
import { newId } from "../../src/platform/ids.js";
import type { Outcome } from "../support/contract.js";
import { createTestMerchant } from "../support/factories.js";
import type { Scenario, World } from "./world.js";
import { savedCredentialPresentation } from "./sdk-scenarios.js";
import { replayBudget } from "../../src/events/webhooks/replay-event.js";
import { limitKey } from "../../src/platform/limits/fixed-window.js";
import { redis } from "../../src/platform/redis.js";
import { waitFor } from "../support/wait.js";
import { requestLogWriter } from "../../src/reporting/request-log/request-log-writer.js";

// A mode holds one endpoint per URL (docs/webhook-endpoints.md): each scenario's endpoint a URL of its own.
let endpointUrls = 0;
const endpointUrl = (world: World) => `${world.receiver.url}?scenario=${++endpointUrls}`;

// What spends the replay budget takes turns with the scenario that fills it, which would
// otherwise refuse them (429) while it runs.
let replayTurn: Promise<unknown> = Promise.resolve();
function inReplayTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = replayTurn.then(run, run);
  replayTurn = mine.catch(() => undefined);
  return mine;
}

/** A delivery of the endpoint that has settled (its ping answered). */
async function settledDeliveryOf(endpointId: string): Promise<string> {
  const delivery = await waitFor(
    () => prisma.webhookDelivery.findFirst({ where: { endpointId, status: { in: ["succeeded", "exhausted"] } } }),
    "a settled delivery",
    10_000,
  );
  return delivery.id;
}

export type ScenarioTable = Record<string, Partial<Record<Outcome, Scenario>>>;

/**
 * The /api/v1 routes' success and route-specific errors, keyed by operationId. Each scenario
 * sends through `ctx.send`, so the same table drives the dashboard's mirror of the route
 * (`/api/merchant/{mode}/...`): both act for the world's merchant in test mode.
 */
export const v1Scenarios: ScenarioTable = {
  createVerificationSession: {
    success: (ctx) => ctx.send({ body: { flows: ["wallet"], test_outcome: "abandoned", metadata: { order: "42" } } }),
  },
  listVerificationSessions: {
    success: async (ctx) => {
      await ctx.fx.populated();
      return ctx.send({ query: "limit=2" });
    },
  },
  retrieveVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session() } }),
    session_not_found: (ctx) => ctx.send(),
  },
  cancelVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session() } }),
    session_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.canceledSession() } }),
  },
  redactVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session() } }),
    session_not_found: (ctx) => ctx.send(),
  },
  testHelperCompleteVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session("interactive") } }),
    session_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.canceledSession() } }),
  },
  testHelperFailVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session("interactive") } }),
    session_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.canceledSession() } }),
  },
  testHelperRequireReviewVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session("interactive") } }),
    session_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.canceledSession() } }),
  },
  testHelperExpireVerificationSession: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.session("abandoned") } }),
    session_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.canceledSession() } }),
  },
  testHelperSubmitReverificationRequest: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.pendingReverification() } }),
    reverification_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.submittedReverification() } }),
  },
  testHelperExpireVic: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.vic() } }),
    vic_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.expiredVic() } }),
  },
  listVics: {
    success: async (ctx) => {
      await ctx.fx.vic();
      return ctx.send({ query: "status=active&limit=2" });
    },
  },
  retrieveVic: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.vic() } }),
    vic_not_found: (ctx) => ctx.send(),
  },
  createCredentialVerification: {
    success: async (ctx) => {
      const nonce = `contract-${Date.now()}-${Math.random()}`;
      const presentation = await savedCredentialPresentation(ctx, async () => ({ nonce, aud: ctx.world.merchant.merchantId }));
      return ctx.send({ body: { presentation, nonce } });
    },
  },
  revokeVic: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.vic() }, body: { reason: "contract test" } }),
    vic_not_found: (ctx) => ctx.send({ body: { reason: "contract test" } }),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.expiredVic() }, body: { reason: "contract test" } }),
  },
  testHelperSetCustomerKycStatus: {
    success: async (ctx) => ctx.send({ params: { address: await ctx.fx.customer() }, body: { kyc_status: "rejected" } }),
    customer_not_found: (ctx) => ctx.send({ body: { kyc_status: "pending" } }),
    invalid_state: async (ctx) => ctx.send({ params: { address: await ctx.fx.suspendedCustomer() }, body: { kyc_status: "verified" } }),
  },

  listCustomers: {
    success: async (ctx) => {
      await ctx.fx.populated();
      return ctx.send({ query: "limit=2" });
    },
  },
  retrieveCustomer: {
    success: async (ctx) => ctx.send({ params: { address: (await ctx.fx.populated()).address } }),
    customer_not_found: (ctx) => ctx.send(),
  },
  suspendCustomer: {
    success: async (ctx) => ctx.send({ params: { address: await ctx.fx.customer() }, body: { reason: "chargeback" } }),
    customer_not_found: (ctx) => ctx.send({ body: { reason: "chargeback" } }),
    invalid_state: async (ctx) => ctx.send({ params: { address: await ctx.fx.suspendedCustomer() }, body: { reason: "again" } }),
  },
  redactCustomer: {
    success: async (ctx) => ctx.send({ params: { address: await ctx.fx.customer() } }),
    customer_not_found: (ctx) => ctx.send(),
  },
  unsuspendCustomer: {
    success: async (ctx) => ctx.send({ params: { address: await ctx.fx.suspendedCustomer() } }),
    customer_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { address: await ctx.fx.customer() } }),
  },
  listCustomerNotes: {
    success: async (ctx) => ctx.send({ params: { address: (await ctx.fx.populated()).address } }),
    customer_not_found: (ctx) => ctx.send(),
  },
  createCustomerNote: {
    success: async (ctx) => ctx.send({ params: { address: await ctx.fx.customer() }, body: { body: "called the customer" } }),
    customer_not_found: (ctx) => ctx.send({ body: { body: "nobody" } }),
    // The customer already holds NOTES_MAX_PER_CUSTOMER notes.
    invalid_state: async (ctx) => {
      const address = await ctx.fx.customer();
      const customer = await prisma.customer.findFirstOrThrow({ where: { address }, orderBy: { id: "desc" } });
      await prisma.customerNote.createMany({
        data: Array.from({ length: config.NOTES_MAX_PER_CUSTOMER }, (_, i) => ({
          id: newId("note"),
          customerId: customer.id,
          merchantId: customer.merchantId,
          mode: customer.mode,
          body: `note ${i}`,
        })),
      });
      return ctx.send({ params: { address }, body: { body: "one too many" } });
    },
  },

  listReviews: {
    success: async (ctx) => {
      await ctx.fx.populated();
      await ctx.fx.resolvedReview();
      return ctx.send();
    },
  },
  retrieveReview: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.review() } }),
    review_not_found: (ctx) => ctx.send(),
  },
  resolveReview: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.review() }, body: { decision: "approve", tier: "enhanced", note: "documents checked" } }),
    review_not_found: (ctx) => ctx.send({ body: { decision: "reject" } }),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.resolvedReview() }, body: { decision: "approve" } }),
    already_claimed: async (ctx) => ctx.send({ params: { id: await ctx.fx.claimedReview() }, body: { decision: "approve" } }),
  },

  listDecisionRules: {
    success: async (ctx) => {
      await ctx.fx.rule();
      return ctx.send();
    },
  },
  retrieveDecisionRule: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.rule() } }),
    rule_not_found: (ctx) => ctx.send(),
  },

  createReverificationRequest: {
    success: async (ctx) => ctx.send({ body: { customer_address: await ctx.fx.customer(), flows: ["wallet"], reason: "annual check", test_outcome: "submitted" } }),
    customer_not_found: (ctx) => ctx.send({ body: { customer_address: `0x${"cd".repeat(20)}`, flows: ["wallet"] } }),
  },
  listReverificationRequests: {
    success: async (ctx) => {
      await ctx.fx.reverification();
      return ctx.send();
    },
  },
  retrieveReverificationRequest: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.reverification() } }),
    reverification_not_found: (ctx) => ctx.send(),
  },

  listUsage: {
    success: (ctx) => ctx.send({ live: true }),
  },

  createWebhookEndpoint: {
    success: (ctx) => ctx.send({ body: { url: endpointUrl(ctx.world), events: ["review.flagged", "ping"], description: "contract" } }),
    invalid_url: (ctx) => ctx.send({ body: { url: "ftp://example.com/hooks", events: ["ping"] } }),
    invalid_events: (ctx) => ctx.send({ body: { url: ctx.world.receiver.url, events: ["no.such_event"] } }),
    // Scenarios run concurrently on the world's merchant, so a merchant of its own is filled up to
    // WEBHOOK_MAX_ENDPOINTS_PER_MODE.
    endpoint_limit_reached: async (ctx) => {
      const full = await createTestMerchant();
      await prisma.webhookEndpoint.createMany({
        data: Array.from({ length: config.WEBHOOK_MAX_ENDPOINTS_PER_MODE }, () => ({
          id: newId("endpoint"),
          merchantId: full.merchantId,
          mode: "test" as const,
          url: endpointUrl(ctx.world),
          events: ["ping"],
          secretCiphertext: "contract-filler",
        })),
      });
      const auth = ctx.surface.basePath === "/api/v1" ? { bearer: full.testKey } : { portal: await ctx.world.signIn(full.email, full.password) };
      return ctx.send({ auth, body: { url: endpointUrl(ctx.world), events: ["ping"] } });
    },
  },
  listWebhookEndpoints: {
    success: async (ctx) => {
      await ctx.fx.disabledEndpoint();
      return ctx.send();
    },
  },
  retrieveWebhookEndpoint: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.deliveredEndpoint() } }),
    endpoint_not_found: (ctx) => ctx.send(),
  },
  updateWebhookEndpoint: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() }, body: { events: ["review.resolved"], description: null } }),
    endpoint_not_found: (ctx) => ctx.send({ body: { description: "x" } }),
    invalid_url: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() }, body: { url: "not a url" } }),
    invalid_events: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() }, body: { events: [] } }),
  },
  deleteWebhookEndpoint: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() } }),
    endpoint_not_found: (ctx) => ctx.send(),
  },
  rotateWebhookEndpointSecret: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() } }),
    endpoint_not_found: (ctx) => ctx.send(),
    // A rotation that keeps losing the race to concurrent ones gives up: a trigger makes every
    // update of this one endpoint's row a no-op, as if another rotation always committed first.
    invalid_state: async (ctx) => {
      const id = await ctx.fx.endpoint();
      const trigger = `contract_rotation_race_${id.replace(/\W/g, "_")}`;
      await prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION contract_skip_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`);
      await prisma.$executeRawUnsafe(
        `CREATE TRIGGER ${trigger} BEFORE UPDATE ON webhook_endpoints FOR EACH ROW WHEN (OLD.id = '${id}') EXECUTE FUNCTION contract_skip_row()`,
      );
      try {
        return await ctx.send({ params: { id } });
      } finally {
        await prisma.$executeRawUnsafe(`DROP TRIGGER ${trigger} ON webhook_endpoints`);
        await prisma.$executeRawUnsafe(`DROP FUNCTION contract_skip_row()`);
      }
    },
  },
  testWebhookEndpoint: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() } }),
    endpoint_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.disabledEndpoint() } }),
  },
  enableWebhookEndpoint: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.disabledEndpoint() } }),
    endpoint_not_found: (ctx) => ctx.send(),
  },
  recoverWebhookDeliveries: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.endpoint() }, body: { since: new Date(Date.now() - 3_600_000).toISOString() } }),
    endpoint_not_found: (ctx) => ctx.send({ body: { since: new Date().toISOString() } }),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ctx.fx.disabledEndpoint() }, body: { since: new Date().toISOString() } }),
  },
  retryWebhookDelivery: {
    // A delivery whose first attempt failed, waiting for its second.
    success: async (ctx) => {
      const id = await ctx.fx.endpoint();
      const { merchantId } = ctx.world.merchant;
      const event = await prisma.event.create({ data: { id: newId("event"), merchantId, mode: "test", type: "ping", data: { message: "retry" }, endpointId: id } });
      const delivery = await prisma.webhookDelivery.create({
        data: { id: newId("delivery"), endpointId: id, eventId: event.id, eventCreatedAt: event.createdAt, merchantId, mode: "test", status: "retrying", attemptCount: 1, nextAttemptAt: new Date(Date.now() + 300_000) },
      });
      return ctx.send({ params: { id, delivery_id: delivery.id } });
    },
    endpoint_not_found: (ctx) => ctx.send(),
    delivery_not_found: async (ctx) => ctx.send({ params: { id: await ctx.fx.deliveredEndpoint() } }),
    // Settled: resend it instead.
    invalid_state: async (ctx) => {
      const id = await ctx.fx.deliveredEndpoint();
      return ctx.send({ params: { id, delivery_id: await settledDeliveryOf(id) } });
    },
  },
  resendWebhookDelivery: {
    success: async (ctx) => {
      const id = await ctx.fx.deliveredEndpoint();
      const delivery = await settledDeliveryOf(id);
      return inReplayTurn(() => ctx.send({ params: { id, delivery_id: delivery } }));
    },
    endpoint_not_found: (ctx) => ctx.send(),
    delivery_not_found: async (ctx) => ctx.send({ params: { id: await ctx.fx.deliveredEndpoint() } }),
    // A delivery of an event older than the log's window (EVENT_RETENTION_DAYS).
    event_not_found: async (ctx) => {
      const id = await ctx.fx.deliveredEndpoint();
      const { merchantId } = ctx.world.merchant;
      const old = await prisma.event.create({
        data: { id: newId("event"), merchantId, mode: "test", type: "ping", data: { message: "old" }, endpointId: id, createdAt: new Date(Date.now() - (config.EVENT_RETENTION_DAYS + 1) * 86_400_000) },
      });
      const delivery = await prisma.webhookDelivery.create({
        data: { id: newId("delivery"), endpointId: id, eventId: old.id, eventCreatedAt: old.createdAt, merchantId, mode: "test", status: "succeeded", attemptCount: 1 },
      });
      return ctx.send({ params: { id, delivery_id: delivery.id } });
    },
    invalid_state: async (ctx) => {
      const id = await ctx.fx.disabledEndpoint();
      const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: id } });
      return ctx.send({ params: { id, delivery_id: delivery.id } });
    },
    // The account's replay budget for the hour is spent (for this one request; it is given back after).
    rate_limited: async (ctx) => {
      const id = await ctx.fx.deliveredEndpoint();
      const delivery = await settledDeliveryOf(id);
      const [budget] = replayBudget({ merchantId: ctx.world.merchant.merchantId, mode: "test" });
      return inReplayTurn(async () => {
        await redis.set(limitKey(budget!.key), budget!.limit, "EX", 60);
        try {
          return await ctx.send({ params: { id, delivery_id: delivery } });
        } finally {
          await redis.del(limitKey(budget!.key));
        }
      });
    },
  },
  listWebhookDeliveries: {
    success: async (ctx) => ctx.send({ params: { id: await ctx.fx.deliveredEndpoint() } }),
    endpoint_not_found: (ctx) => ctx.send(),
  },

  listEvents: {
    // Events of many types (each type's data has its own schema in the document).
    success: async (ctx) => {
      await Promise.all([ctx.fx.populated(), ctx.fx.deliveredEndpoint(), ctx.fx.resolvedReview(), ctx.fx.suspendedCustomer(), ctx.fx.canceledSession()]);
      const response = await ctx.send({ query: "limit=100" });
      const types = new Set((response.body?.data ?? []).map((event: { type: string }) => event.type));
      if (types.size < 6) throw new Error(`expected events of many types, got ${[...types].join(", ")}`);
      return response;
    },
  },
  listRequestLog: {
    // The log is written in batches: a request made here appears once its batch is written.
    success: async (ctx) => {
      await ctx.fx.populated();
      await requestLogWriter.flush();
      return ctx.send({ query: "limit=100&status=2xx" });
    },
  },
  retrieveEvent: {
    success: async (ctx) => {
      const id = await ctx.fx.event();
      return inReplayTurn(() => ctx.send({ params: { id } }));
    },
    event_not_found: (ctx) => ctx.send(),
  },
  replayEvent: {
    success: async (ctx) => {
      const id = await ctx.fx.event();
      return inReplayTurn(() => ctx.send({ params: { id } }));
    },
    event_not_found: (ctx) => ctx.send(),
  },
};
