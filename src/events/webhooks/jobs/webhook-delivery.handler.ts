import { DelayedError } from "bullmq";
import type { z } from "zod";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { deliverAttempt } from "../deliver.js";
import type { deliveryPayload } from "./webhook-delivery.js";

/**
 * Both delivery jobs (first attempt and retries) send the attempt their payload names. An attempt
 * another runner holds moves this job to delayed until that claim ends (no retry is used up): it
 * then finds the attempt recorded, or sends it if the other runner died.
 */
export const deliverWebhook: JobHandler<z.output<typeof deliveryPayload>> = async ({ deliveryId, attempt, eventCreatedAt }, job) => {
  const held = await deliverAttempt(deliveryId, attempt, eventCreatedAt === undefined ? undefined : new Date(eventCreatedAt));
  if (!held) return;
  await job.moveToDelayed(held.heldUntil.getTime() + 100, job.token);
  throw new DelayedError();
};
