import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// A local Stripe stand-in (meter events), started before the config is parsed; the worker
// processes inherit these settings.
const stripe = await vi.hoisted(async () => {
  const { startStripeForService } = await import("./support/stripe-server.js");
  return startStripeForService(1000);
});

import { prisma } from "../src/platform/db/client.js";
import { setLiveAccess } from "../src/billing/live-access/set-live-access.js";
import { closeQueues } from "../src/platform/queues/factory.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { merchantWithLiveUsage, portalLogin } from "./support/sessions.js";
import { waitFor } from "./support/wait.js";
import { startWorkerProcess, type WorkerProcess } from "./support/worker-process.js";
import { opsActor } from "../src/http/audit/actor.js";

let api: TestApi;
const workers: WorkerProcess[] = [];

async function billingWorker(): Promise<WorkerProcess> {
  const worker = await startWorkerProcess(["billing"]);
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  api = await startApi();
});
afterEach(async () => {
  stripe.release();
  await Promise.all(workers.splice(0).map((w) => w.kill("SIGTERM")));
});
afterAll(async () => {
  await api.close();
  await closeQueues();
  await stripe.stop();
});

async function merchantWithUsage(count: number) {
  const { merchant, usageIds } = await merchantWithLiveUsage(api.baseUrl, count);
  const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
  return { merchant, live: client(api.baseUrl, merchant.liveKey), portal, usageIds };
}

/** The owner's Stripe setup and Stripe's webhook after Checkout; returns the customer the service created. */
async function activate(portal: Awaited<ReturnType<typeof portalLogin>>, merchantId: string): Promise<string> {
  const setup = await portal.call("POST", "/billing/setup", {});
  if (setup.status !== 201) throw new Error(`billing setup: ${setup.status} ${JSON.stringify(setup.body)}`);
  const session = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === merchantId)!;
  const delivered = await stripe.sendCheckoutCompleted(`${api.baseUrl}/api/billing/stripe/webhook`, session.id);
  if (delivered.status !== 200) throw new Error(`webhook: ${delivered.status} ${JSON.stringify(delivered.body)}`);
  return session.customer;
}

const reported = (ids: string[]) => async () =>
  (await prisma.billableUsage.count({ where: { id: { in: ids }, reportStatus: "reported" } })) === ids.length || null;

describe("billing reports with real worker processes", () => {
  it("usage waiting before the Stripe setup is reported once after Stripe's checkout webhook", async () => {
    const { merchant, portal, usageIds, live } = await merchantWithUsage(2);
    await setLiveAccess(merchant.merchantId, { enabled: false, reason: "ops: until billing is set up", actor: opsActor("test") });
    await billingWorker();
    expect((await portal.call("GET", "/billing")).body).toEqual({
      object: "billing_settings",
      live_enabled: false,
      live_enabled_reason: "ops: until billing is set up",
      stripe_customer_id: null,
      usage_pending: 2,
      usage_failed: 0,
      self_serve_setup: true,
    });
    expect((await portal.call("PUT", "/billing", { stripe_customer_id: "cus_Typed" })).status).toBe(404); // the merchant never supplies one
    expect((await portal.call("POST", "/billing/setup", {}, { csrf: false })).status).toBe(403);
    expect(usageIds.map((id) => stripe.countFor(id))).toEqual([0, 0]);

    const customerId = await activate(portal, merchant.merchantId);
    await waitFor(reported(usageIds), "the waiting usage to be reported");
    expect(usageIds.map((id) => stripe.events.get(id)?.payload.stripe_customer_id)).toEqual([customerId, customerId]);
    const month = new Date().toISOString().slice(0, 7);
    expect((await live.get("/api/v1/usage")).body.data).toEqual([{ object: "usage_period", month, verifications: 2, reported: 2, pending: 0, failed: 0 }]);
    expect((await portal.call("GET", "/billing")).body).toMatchObject({ live_enabled: true, live_enabled_reason: "stripe_checkout", stripe_customer_id: customerId, usage_pending: 0 });
  });

  it("a worker killed between sending and recording: Stripe still counts one event per usage id", async () => {
    const { portal, usageIds, merchant } = await merchantWithUsage(3);
    stripe.hold(); // Stripe records each meter event, the answers never arrive
    const first = await billingWorker();
    await activate(portal, merchant.merchantId);
    await waitFor(() => (stripe.heldRequests.length >= usageIds.length ? true : null), "every report to reach Stripe");
    await first.kill("SIGKILL");
    expect(await prisma.billableUsage.count({ where: { id: { in: usageIds }, reportStatus: "pending", reportAttempts: 1 } })).toBe(3);

    stripe.release();
    const requestsBefore = stripe.requests;
    await billingWorker();
    await waitFor(reported(usageIds), "the reports to be retried by the next worker", 60_000);
    expect(stripe.requests - requestsBefore).toBe(usageIds.length); // each was sent again...
    expect(usageIds.map((id) => stripe.countFor(id))).toEqual([1, 1, 1]); // ...and counted once
    const rows = await prisma.billableUsage.findMany({ where: { id: { in: usageIds } } });
    expect(rows.every((r) => r.reportAttempts === 2 && r.reportedAt !== null)).toBe(true);
  });

  it("a 400 from Stripe fails the record for good, with the answer on it", async () => {
    const { portal, usageIds, merchant } = await merchantWithUsage(1);
    await billingWorker();
    stripe.failNext(400); // the meter event; the setup calls are answered
    await activate(portal, merchant.merchantId);
    const [id] = usageIds as [string];
    await waitFor(async () => (await prisma.billableUsage.findUniqueOrThrow({ where: { id } })).reportStatus === "failed" || null, "the report to fail");
    expect(await prisma.billableUsage.findUniqueOrThrow({ where: { id } })).toMatchObject({ reportError: "400 resource_missing: No such customer.", reportAttempts: 1 });
  });
});
