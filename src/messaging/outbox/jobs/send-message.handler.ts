import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { configuredSenders, deliverLegacyMessage, deliverMessage, type MessageDeliveryResult } from "../deliver-message.js";
import type { sendMessagePayload } from "./send-message.js";

const isLast = (job: Parameters<JobHandler<unknown>>[1]) => ({ isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });

function finish(result: MessageDeliveryResult): void {
  if (result === "rejected") throw new UnrecoverableError("the provider refused the message (see its outbound_messages row)");
}

export const sendMessage: JobHandler<z.output<typeof sendMessagePayload>> = async ({ messageId }, job) => {
  finish(await deliverMessage(messageId, configuredSenders(), isLast(job)));
};

/** The handler of a job name of the release before the outbox (legacy-message-jobs.ts): the row's id under its old payload key. */
export const sendLegacyMessage =
  (kind: string, key: string): JobHandler<Record<string, string>> =>
  async (payload, job) => {
    finish(await deliverLegacyMessage(kind, payload[key]!, configuredSenders(), isLast(job)));
  };
