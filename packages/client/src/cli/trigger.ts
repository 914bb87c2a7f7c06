import type { Customer, ReverificationRequest, VerificationSession, Vic } from "../api-types.js";
import { Proofbase } from "../proofbase.js";
import type { EventType } from "../webhooks/events.js";
import type { TriggerOptions } from "./trigger-options.js";

/** What a trigger created or used, printed as `<label>: <id>` lines. */
type Created = Array<[label: string, id: string]>;

class TriggerFailed extends Error {}

/** A test session only the helpers (or its end user) settle. */
async function interactiveSession(proofbase: Proofbase, created: Created): Promise<VerificationSession> {
  const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "interactive", metadata: { created_by: "proofbase trigger" } });
  created.push(["verification_session", session.id]);
  return session;
}

/** A completed session and its (new, verified) customer: the sandbox wallet is a fresh address. */
async function verifiedCustomer(proofbase: Proofbase, created: Created): Promise<Customer> {
  const session = await proofbase.testHelpers.verificationSessions.complete((await interactiveSession(proofbase, created)).id);
  if (!session.customer_address) throw new TriggerFailed(`session ${session.id} completed without a customer`);
  created.push(["customer", session.customer_address]);
  return proofbase.customers.retrieve(session.customer_address);
}

/** The VIC of a new completed test session. */
async function activeVic(proofbase: Proofbase, created: Created): Promise<Vic> {
  const session = await proofbase.testHelpers.verificationSessions.complete((await interactiveSession(proofbase, created)).id);
  if (!session.vic) throw new TriggerFailed(`session ${session.id} completed without a VIC`);
  created.push(["vic", session.vic.id]);
  return session.vic;
}

async function flaggedReview(proofbase: Proofbase, created: Created) {
  const session = await proofbase.testHelpers.verificationSessions.requireReview((await interactiveSession(proofbase, created)).id);
  for await (const review of proofbase.reviews.list({ status: "flagged", limit: 100 })) {
    if (review.verification_session === session.id) {
      created.push(["review", review.id]);
      return review;
    }
  }
  throw new TriggerFailed(`no flagged review found for session ${session.id}`);
}

async function ping(proofbase: Proofbase, endpointId: string | undefined, created: Created) {
  const id = endpointId ?? (await proofbase.webhookEndpoints.list()).data.find((endpoint) => endpoint.status === "enabled")?.id;
  if (!id) throw new TriggerFailed("ping needs a webhook endpoint: create one (proofbase.webhookEndpoints.create) or name one with --endpoint we_...");
  const result = await proofbase.webhookEndpoints.test(id);
  created.push(["webhook_endpoint", id], ["event", result.event_id]);
}

/** Each catalog event type: the objects it needs, then the helper that fires it. */
const RECIPES: Record<EventType, (proofbase: Proofbase, created: Created, options: TriggerOptions) => Promise<unknown>> = {
  "verification_session.created": (p, c) => interactiveSession(p, c),
  "verification_session.completed": async (p, c) => p.testHelpers.verificationSessions.complete((await interactiveSession(p, c)).id),
  "verification_session.failed": async (p, c) => p.testHelpers.verificationSessions.fail((await interactiveSession(p, c)).id),
  "verification_session.expired": async (p, c) => p.testHelpers.verificationSessions.expire((await interactiveSession(p, c)).id),
  // A new address's first verified result associates it (and moves its status pending -> verified).
  "customer.associated": (p, c) => verifiedCustomer(p, c),
  "customer.kyc_status.changed": async (p, c) => p.testHelpers.customers.setKycStatus((await verifiedCustomer(p, c)).address, { kyc_status: "rejected" }),
  "review.flagged": (p, c) => flaggedReview(p, c),
  "review.resolved": async (p, c) => p.reviews.resolve((await flaggedReview(p, c)).id, { decision: "approve" }),
  "reverification.submitted": async (p, c) => {
    const customer = await verifiedCustomer(p, c);
    const request: ReverificationRequest = await p.reverificationRequests.create({ customer_address: customer.address, flows: ["wallet"] });
    c.push(["reverification_request", request.id]);
    return p.testHelpers.reverificationRequests.submit(request.id);
  },
  "vic.revoked": async (p, c) => p.vics.revoke((await activeVic(p, c)).id, { reason: "proofbase trigger" }),
  "vic.expired": async (p, c) => p.testHelpers.vics.expire((await activeVic(p, c)).id),
  ping: (p, c, options) => ping(p, options.endpointId, c),
};

/** Runs `proofbase trigger`. Resolves with the exit code: 0 fired, 1 failed (what was created is still printed). */
export async function runTrigger(options: TriggerOptions): Promise<number> {
  const proofbase = new Proofbase(options.apiKey, { baseUrl: options.baseUrl });
  const created: Created = [];
  try {
    await RECIPES[options.eventType](proofbase, created, options);
  } catch (error) {
    for (const [label, id] of created) console.log(`${label}: ${id}`);
    console.error(`proofbase trigger: ${options.eventType} failed: ${(error as Error).message}`);
    return 1;
  }
  for (const [label, id] of created) console.log(`${label}: ${id}`);
  console.log(`Triggered ${options.eventType}.`);
  return 0;
}
