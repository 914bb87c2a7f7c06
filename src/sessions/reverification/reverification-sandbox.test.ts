import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { enqueue } from "../../platform/queues/enqueue.js";
import { createWorker, getQueue } from "../../platform/queues/factory.js";
import { QUEUES } from "../../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createCustomer, eventsOf } from "../../../test/support/customers.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import { repairReverificationSandboxJobs } from "./repair-sandbox-jobs.js";
import { reverificationSandboxJob } from "./jobs/reverification-sandbox.js";

let api: TestApi;
let merchant: TestMerchant;
let address: string;
let workers: { stop: () => Promise<void> } | undefined;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  address = await createCustomer(merchant.merchantId, "test");
});
afterAll(async () => {
  await workers?.stop();
  await api.close();
});

const PATH = "/api/v1/reverification-requests";
const queue = () => getQueue(QUEUES.sandbox);
const jobIdOf = (id: string) => `reverification-sandbox-${id}`;

/** A pending test request created long ago with test_outcome "submitted", as if Redis had lost its job. */
async function insertOverdueRequest(): Promise<string> {
  const id = newId("reverification");
  await prisma.reverificationRequest.create({
    data: {
      id,
      merchantId: merchant.merchantId,
      mode: "test",
      customerAddress: address,
      flows: ["wallet"],
      status: "pending",
      testOutcome: "submitted",
      createdAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  return id;
}

const submittedEvents = async (id: string) =>
  (await eventsOf(merchant.merchantId, "reverification.submitted")).filter((e) => (e.data as { id: string }).id === id);

// Order matters: the repair cases run before any real worker consumes the queue.
describe("sandbox job repair", () => {
  let lost: string;
  let failed: string;

  it("re-enqueues the job of an overdue pending request whose job Redis lost, once", async () => {
    lost = await insertOverdueRequest();
    expect(await queue().getJobState(jobIdOf(lost))).toBe("unknown");
    expect(await repairReverificationSandboxJobs({ merchantId: merchant.merchantId })).toBeGreaterThanOrEqual(1);
    const job = await queue().getJob(jobIdOf(lost));
    expect(await job!.getState()).toBe("waiting");
    await repairReverificationSandboxJobs({ merchantId: merchant.merchantId });
    expect(await queue().count()).toBe(1); // run again: the same job, not a second one
    expect((await queue().getJob(jobIdOf(lost)))!.timestamp).toBe(job!.timestamp);
  });

  it("retries the job of an overdue request that failed for good", async () => {
    failed = await insertOverdueRequest();
    await queue().add("reverification-sandbox", { requestId: failed }, { jobId: jobIdOf(failed), attempts: 1 });
    // Only this job waits unprocessed besides `lost`; a worker that always throws fails both.
    const broken = createWorker(QUEUES.sandbox, async () => {
      throw new Error("simulated outage");
    });
    await waitFor(async () => (await queue().getJobState(jobIdOf(failed))) === "failed", "the job to fail");
    await broken.close();
    expect(await repairReverificationSandboxJobs({ merchantId: merchant.merchantId })).toBeGreaterThanOrEqual(1);
    expect(await queue().getJobState(jobIdOf(failed))).toBe("waiting");
  });

  it("lets the real workers submit both repaired requests", async () => {
    workers = await runWorkers([QUEUES.sandbox]);
    for (const id of [lost, failed]) {
      await waitFor(async () => (await prisma.reverificationRequest.findUnique({ where: { id } }))?.status === "submitted", `${id} submitted`);
      expect(await submittedEvents(id)).toHaveLength(1);
    }
  });
});

describe("test_outcome: submitted", () => {
  it("is submitted by the sandbox worker after SANDBOX_DELAY_MS, emitting exactly one reverification.submitted", async () => {
    workers ??= await runWorkers([QUEUES.sandbox]);
    const http = client(api.baseUrl, merchant.testKey);
    const created = await http.post(PATH, { customer_address: address, flows: ["wallet"], test_outcome: "submitted" });
    const idle = await http.post(PATH, { customer_address: address, flows: ["wallet"] });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("pending");

    const done = await waitFor(async () => {
      const res = await http.get(`${PATH}/${created.body.id}`);
      return res.body.status === "submitted" ? res.body : null;
    }, "the sandbox submission");
    expect(Date.parse(done.submitted_at) - Date.parse(done.created_at)).toBeGreaterThanOrEqual(200);

    // Enqueueing the job again is harmless: the job id is derived from the request, the update is guarded.
    await enqueue(reverificationSandboxJob, { requestId: created.body.id });
    await waitFor(async () => (await queue().getJobState(jobIdOf(created.body.id))) === "completed", "the job to settle");
    const events = await submittedEvents(created.body.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual(done);

    // Without test_outcome, a test request waits for its customer (until it expires).
    expect((await http.get(`${PATH}/${idle.body.id}`)).body.status).toBe("pending");
    expect(await queue().getJobState(jobIdOf(idle.body.id))).toBe("unknown");
  });
});
