import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { smtp } = await vi.hoisted(async () => {
  const { startSmtpServer } = await import("../../../test/support/smtp-server.js");
  const server = await startSmtpServer();
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = server.url;
  process.env.PUBLIC_URL = "https://dashboard.example.test";
  return { smtp: server };
});

import { configuredEmailSender } from "../../messaging/email/configured-sender.js";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { ReviewLifecycle } from "../../sessions/reviews/review-lifecycle.js";
import { startApi, client, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { startReceiver, type Receiver } from "../../../test/support/receiver.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { addTeamMembers } from "../../../test/support/team-members.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import "../../app/message-kinds.js";
import type { EmailSender } from "../../messaging/email/email-sender.js";
import { configuredSenders, deliverMessage } from "../../messaging/outbox/deliver-message.js";
import { OutboxLifecycle } from "../../messaging/outbox/outbox-status.js";
import { queueMessages } from "../../messaging/outbox/queue-message.js";
import { alertMessageKind } from "./alert-message.js";
import { evaluateAlerts } from "./evaluate-alerts.js";
import { pruneClearedAlerts } from "./prune-alerts.js";

/** An alert email's send job, run once (the outbox's, src/messaging/outbox/). */
const deliverAlertEmail = (id: string, sender: EmailSender, attempt: { isLast: boolean }) => deliverMessage(id, { ...configuredSenders(), email: sender }, attempt);

let api: TestApi;
let workers: { stop: () => Promise<void> };
let receiver: Receiver;

beforeAll(async () => {
  [api, workers, receiver] = await Promise.all([startApi(), runWorkers(), startReceiver()]);
  receiver.reply = () => ({ status: 500, body: "down" });
});
afterAll(async () => {
  await workers?.stop();
  await Promise.all([api?.close(), smtp.close(), receiver?.close()]);
});

const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function team(): Promise<{ merchant: TestMerchant; emails: Map<string, string>; owner: Awaited<ReturnType<typeof portalLogin>> }> {
  const merchant = await createTestMerchant();
  const emails = await addTeamMembers(merchant);
  return { merchant, emails, owner: await portalLogin(api.baseUrl, merchant.email, merchant.password) };
}

async function flagReviews(merchant: TestMerchant, count: number): Promise<string[]> {
  const api1 = client(api.baseUrl, merchant.testKey);
  const sessions = await Promise.all(Array.from({ length: count }, () => api1.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "review" })));
  return Promise.all(
    sessions.map(async (created) => (await waitFor(async () => (await prisma.review.findUnique({ where: { sessionId: created.body.id } })) ?? null, "the session to be flagged", 45_000)).id),
  );
}


describe("team alerts", { timeout: 180_000 }, () => {
  it("a review queue above the limit opens one alert and emails each owner and admin once; it clears below the limit", async () => {
    const { merchant, emails, owner } = await team();
    const saved = await owner.call("PUT", "/settings", { alerts: { review_queue_over: 2 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.alerts).toEqual({ review_queue_over: 2, failing_endpoints: true });
    const reviews = await flagReviews(merchant, 3);

    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 1, cleared: 0 });
    for (const role of ["owner", "admin"]) await waitFor(() => (smtp.to(emails.get(role)!).length === 1 ? true : null), `the ${role}'s alert email`);
    const mail = bodyOf(smtp.to(emails.get("owner")!)[0]!.raw);
    expect(mail).toContain("3 reviews are open in test mode");
    expect(mail).toContain("https://dashboard.example.test/test/reviews");

    // Every role sees it; the other mode has none.
    const viewer = await portalLogin(api.baseUrl, emails.get("viewer")!, merchant.password);
    const listed = await viewer.call("GET", "/test/alerts");
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject([{ object: "alert", kind: "review_queue", subject: "reviews", count: 3, threshold: 2 }]);
    expect((await viewer.call("GET", "/live/alerts")).body.data).toEqual([]);

    // The condition persists: nothing opens and nobody is mailed again.
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 0, cleared: 0 });
    await sleep(1_000);
    for (const role of ["owner", "admin"]) expect(smtp.to(emails.get(role)!)).toHaveLength(1);
    for (const role of ["developer", "reviewer", "viewer"]) expect(smtp.to(emails.get(role)!)).toHaveLength(0);

    // Below the limit: cleared.
    await ReviewLifecycle.transitionMany(prisma, { where: { id: reviews[0]! }, from: "flagged", to: "resolved", data: { decision: "approved", resolvedAt: new Date() } });
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 0, cleared: 1 });
    expect((await viewer.call("GET", "/test/alerts")).body.data).toEqual([]);

    // It recurs within 24 hours: the banner is back, the inboxes stay quiet.
    expect((await owner.call("PUT", "/settings", { alerts: { review_queue_over: 1 } })).status).toBe(200);
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 1, cleared: 0 });
    expect((await viewer.call("GET", "/test/alerts")).body.data).toMatchObject([{ kind: "review_queue", count: 2, threshold: 1 }]);
    await sleep(1_000);
    expect(smtp.to(emails.get("owner")!)).toHaveLength(1);

    // Turned off: the open alert clears.
    expect((await owner.call("PUT", "/settings", { alerts: { review_queue_over: null } })).body.alerts.review_queue_over).toBeNull();
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 0, cleared: 1 });
  });

  it("a failing endpoint alerts only when its setting is on, once, and names the endpoint's page", async () => {
    const { merchant, emails, owner } = await team();
    expect((await owner.call("PUT", "/settings", { alerts: { failing_endpoints: false, review_queue_over: null } })).status).toBe(200);
    const api1 = client(api.baseUrl, merchant.testKey);
    const endpoint = await api1.post("/api/v1/webhook-endpoints", { url: `${receiver.url}/${merchant.merchantId}`, events: ["verification_session.completed"] });
    expect(endpoint.status).toBe(201);
    const before = receiver.requests.length;
    for (let i = 0; i < 4; i++) expect((await api1.post(`/api/v1/webhook-endpoints/${endpoint.body.id}/test`, {})).status).toBeLessThan(300);
    await receiver.waitForRequests(before + 5, 30_000);
    await waitFor(async () => ((await prisma.webhookAttempt.count({ where: { delivery: { endpointId: endpoint.body.id } } })) >= 5 ? true : null), "five failed attempts");

    // Off: nothing.
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 0, cleared: 0 });
    expect((await owner.call("GET", "/test/alerts")).body.data).toEqual([]);

    expect((await owner.call("PUT", "/settings", { alerts: { failing_endpoints: true } })).status).toBe(200);
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 1, cleared: 0 });
    expect((await owner.call("GET", "/test/alerts")).body.data).toMatchObject([{ kind: "failing_endpoint", subject: endpoint.body.id, threshold: null }]);
    for (const role of ["owner", "admin"]) await waitFor(() => (smtp.to(emails.get(role)!).length === 1 ? true : null), `the ${role}'s alert email`);
    expect(bodyOf(smtp.to(emails.get("admin")!)[0]!.raw)).toContain(`https://dashboard.example.test/test/developers/webhooks/${endpoint.body.id}`);
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 0, cleared: 0 });

    // One good answer stops the endpoint's failure clock: the alert clears.
    await prisma.webhookEndpoint.update({ where: { id: endpoint.body.id }, data: { failingSince: null } });
    expect(await evaluateAlerts({ merchantId: merchant.merchantId })).toEqual({ opened: 0, cleared: 1 });
    for (const role of ["owner", "admin"]) expect(smtp.to(emails.get(role)!)).toHaveLength(1);
  });

  it("a crash between claiming the send and sending never mails twice; a retried job sends once", async () => {
    const merchant = await createTestMerchant();
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } });
    const alertId = newId("teamAlert");
    await prisma.teamAlert.create({ data: { id: alertId, merchantId: merchant.merchantId, mode: "test", kind: "review_queue", subject: "reviews", count: 30, notified: true } });
    const [crashed, retried] = [newId("teamAlertEmail"), newId("teamAlertEmail")];
    const other = await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email: `admin-${crashed.slice(-8)}@example.test`, passwordHash: "x", role: "admin" } });
    await prisma.teamAlertEmail.createMany({
      data: [
        { id: crashed, alertId, userId: owner.id },
        { id: retried, alertId, userId: other.id },
      ],
    });
    await queueMessages(prisma, alertMessageKind, [crashed, retried]);
    // The first run claimed the send and died before the mail server answered.
    expect(await OutboxLifecycle.transition(prisma, { id: crashed, from: "queued", to: "sending" })).toBe(true);
    const sender = configuredEmailSender();
    expect(await deliverAlertEmail(crashed, sender, { isLast: false })).toBe("skipped");
    expect(await deliverAlertEmail(crashed, sender, { isLast: false })).toBe("skipped");
    // The same job run twice (a stalled job taken again) sends once.
    expect(await deliverAlertEmail(retried, sender, { isLast: false })).toBe("sent");
    expect(await deliverAlertEmail(retried, sender, { isLast: false })).toBe("skipped");
    await sleep(500);
    expect(smtp.to(merchant.email)).toHaveLength(0);
    expect(smtp.to(other.email)).toHaveLength(1);
    expect((await prisma.outboundMessage.findUniqueOrThrow({ where: { id: retried } })).status).toBe("sent");
  });
  it("alerts cleared over 90 days ago go, with their emails; open and recent ones stay", async () => {
    const merchant = await createTestMerchant();
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const alert = (subject: string, clearedAt: Date | null) => ({
      id: newId("teamAlert"), merchantId: merchant.merchantId, mode: "test" as const, kind: "failing_endpoint", subject, count: 5, notified: true, openedAt: daysAgo(120), clearedAt,
    });
    const [old, recent, open] = [alert("we_old", daysAgo(91)), alert("we_recent", daysAgo(89)), alert("we_open", null)];
    await prisma.teamAlert.createMany({ data: [old, recent, open] });
    await prisma.teamAlertEmail.create({ data: { id: newId("teamAlertEmail"), alertId: old.id, userId: owner.id, mailStatus: "sent" } });

    expect(await pruneClearedAlerts(now)).toBeGreaterThanOrEqual(1);
    const left = await prisma.teamAlert.findMany({ where: { merchantId: merchant.merchantId }, select: { id: true } });
    expect(left.map((a) => a.id).sort()).toEqual([recent.id, open.id].sort());
    expect(await prisma.teamAlertEmail.count({ where: { alertId: old.id } })).toBe(0);
  });
});
