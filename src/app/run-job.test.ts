import { randomBytes } from "node:crypto";
import { UnrecoverableError, type Job } from "bullmq";
import { describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { newId } from "../platform/ids.js";
import { createTestMerchant } from "../../test/support/factories.js";
import { jobCatalog } from "./job-catalog.js";
import { runJob } from "./run-job.js";

const job = (name: string, data: unknown) => ({ name, data }) as Job;

describe("runJob", () => {
  it("loads a handler function for every job in the catalog", async () => {
    for (const definition of jobCatalog) expect(typeof (await definition.handler()), definition.name).toBe("function");
  });

  it("fails an unknown job for good", async () => {
    await expect(runJob(job("no-such-job", {}))).rejects.toThrow(UnrecoverableError);
    await expect(runJob(job("toString", {}))).rejects.toThrow(/unknown job "toString"/);
  });

  it("fails a payload its definition refuses for good, before any handler runs", async () => {
    await expect(runJob(job("session-expire", { sessionId: 42 }))).rejects.toThrow(UnrecoverableError);
    await expect(runJob(job("webhook-deliver", { deliveryId: "whd_x", attempt: 1, extra: true }))).rejects.toThrow(/invalid payload for "webhook-deliver"/);
  });

  it("hands the parsed payload to the job's own handler", async () => {
    const { merchantId } = await createTestMerchant();
    const session = await prisma.verificationSession.create({
      data: {
        id: newId("session"),
        merchantId,
        mode: "test",
        status: "created",
        flows: ["wallet"],
        clientTokenHash: randomBytes(16).toString("hex"),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    // The expiry handler refuses a session whose TTL has not elapsed (so BullMQ retries it later).
    await expect(runJob(job("session-expire", { sessionId: session.id }))).rejects.toThrow(`session ${session.id} is not due to expire yet`);
    await prisma.verificationSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    await runJob(job("session-expire", { sessionId: session.id }));
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } })).status).toBe("expired");
  });
});
