import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { getQueue } from "../src/platform/queues/factory.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { expireOverdueSessions } from "../src/sessions/expire-session.js";
import { requeueStalledSandboxJobs } from "../src/sessions/requeue-stalled-sandbox-jobs.js";
import { sweepRepairs } from "../src/app/jobs/sweep-repairs.js";
import { client, type TestApi } from "./support/api.js";
import { type TestMerchant, createTestMerchant, startApiWithMerchant } from "./support/factories.js";
import { eventTypesAbout, makeOverdue } from "./support/sessions.js";
import { waitFor } from "./support/wait.js";
import { runWorkers } from "./support/workers.js";

// Workers start only where a test says so: the point here is work whose Redis job was lost.
let api: TestApi;
let merchant: TestMerchant;
let test: ReturnType<typeof client>;

beforeAll(async () => {
  ({ api, merchant, test } = await startApiWithMerchant());
});
afterAll(() => api.close());

const repair = (name: string) => {
  const found = sweepRepairs.find((r) => r.name === name);
  if (!found) throw new Error(`sweep repair ${name} is not registered`);
  return found.run;
};

describe("sweeper repairs for sessions", () => {
  it("expires overdue created and processing sessions straight from Postgres, once", async () => {
    const created = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    const processing = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    const notDue = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    const review = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    await prisma.verificationSession.update({ where: { id: processing.id }, data: { status: "processing" } });
    await prisma.verificationSession.update({ where: { id: review.id }, data: { status: "requires_review" } });
    // Their expiry jobs are lost (as after a Redis flush).
    for (const s of [created, processing, review]) {
      await getQueue(QUEUES.sessionExpiry).remove(`expire-${s.id}`);
      await makeOverdue(s.id);
    }

    expect(await repair("expire-overdue-sessions")()).toBeGreaterThanOrEqual(2);
    for (const s of [created, processing]) {
      expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: s.id } })).status).toBe("expired");
      expect(await eventTypesAbout(s.id)).toEqual(["verification_session.created", "verification_session.expired"]);
    }
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: notDue.id } })).status).toBe("created");
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: review.id } })).status).toBe("requires_review");

    // Repeated and concurrent runs repair nothing more and emit nothing more.
    await Promise.all([expireOverdueSessions(), expireOverdueSessions(), repair("expire-overdue-sessions")()]);
    for (const s of [created, processing]) {
      expect(await eventTypesAbout(s.id)).toEqual(["verification_session.created", "verification_session.expired"]);
    }
  });

  it("works through more overdue sessions than one batch", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await c.post("/api/v1/verification-sessions", { flows: ["phone"], test_outcome: "abandoned" })).body.id);
    await prisma.verificationSession.updateMany({ where: { id: { in: ids } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expireOverdueSessions(3, 10);
    expect(await prisma.verificationSession.count({ where: { id: { in: ids }, status: "expired" } })).toBe(7);
  });

  it("re-enqueues the sandbox job of a test session left created past its delay, and only when its job is missing", async () => {
    const lost = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"] })).body;
    const pending = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"] })).body;
    const abandoned = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    const queue = getQueue(QUEUES.sandbox);
    await queue.remove(`sandbox-${lost.id}`);
    expect(await queue.getJob(`sandbox-${lost.id}`)).toBeUndefined();
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await prisma.verificationSession.updateMany({ where: { id: { in: [lost.id, pending.id, abandoned.id] } }, data: { createdAt: longAgo } });

    // The sweeper runs it for every merchant; scoped here because test files share one database.
    expect(repair("requeue-stalled-sandbox-jobs")).toBeTypeOf("function");
    const scope = { merchantId: merchant.merchantId };
    expect(await requeueStalledSandboxJobs(scope)).toBe(1);
    expect(await queue.getJob(`sandbox-${lost.id}`)).toBeDefined();
    expect(await queue.getJob(`sandbox-${abandoned.id}`)).toBeUndefined();
    expect(await requeueStalledSandboxJobs(scope)).toBe(0);

    const workers = await runWorkers([QUEUES.sandbox]);
    try {
      for (const id of [lost.id, pending.id]) {
        await waitFor(async () => (await prisma.verificationSession.findUniqueOrThrow({ where: { id } })).status === "completed", `${id} to complete`);
        expect(await eventTypesAbout(id)).toEqual(["verification_session.completed", "verification_session.created"]);
      }
    } finally {
      await workers.stop();
    }
  });

  it("replaces a sandbox job that failed for good", async () => {
    const s = (await test.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    const queue = getQueue(QUEUES.sandbox);
    const jobId = `sandbox-${s.id}`;
    await queue.remove(jobId);
    // A job under the same id that can only fail (unreadable payload: no retries).
    await queue.add("session-sandbox", { sessionId: 42 }, { jobId, attempts: 1 });
    const workers = await runWorkers([QUEUES.sandbox]);
    try {
      await waitFor(async () => (await (await queue.getJob(jobId))?.getState()) === "failed", "the job to fail");
      await prisma.verificationSession.update({ where: { id: s.id }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
      expect(await requeueStalledSandboxJobs({ merchantId: merchant.merchantId })).toBe(1);
      await waitFor(async () => (await prisma.verificationSession.findUniqueOrThrow({ where: { id: s.id } })).status === "completed", "completion");
    } finally {
      await workers.stop();
    }
  });
});
