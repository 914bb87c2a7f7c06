import { z } from "zod";
import { defineJob } from "../../../platform/jobs/define-job.js";
import type { MessageChannel } from "../message-kind.js";
import { sendMessageJobs } from "./send-message.js";

/**
 * A job name of the release before the outbox, kept so a job it left in Redis at the upgrade is
 * not lost: the worker routes it to the outbox (the row is adopted, then sent by the one rule).
 * Nothing enqueues it any more; remove it one release after the outbox shipped.
 */
export function legacyMessageJob<const Name extends string>(spec: { name: Name; kind: string; channel: MessageChannel; payloadKey: string; jobIdPrefix: string }) {
  // The old job ran on the queue its channel's messages use now, with the same settings.
  const { queue, options, worker } = sendMessageJobs[spec.channel];
  // The old payload, `{ <payloadKey>: <row id> }`, as it was: ids only.
  const payload = z.strictObject({ [spec.payloadKey]: z.string().min(1).max(64) }) as unknown as z.ZodType<Record<string, string>>;
  return defineJob({
    name: spec.name,
    queue,
    payload,
    jobId: (p) => `${spec.jobIdPrefix}${p[spec.payloadKey]}`,
    options,
    worker,
    handler: () => import("./send-message.handler.js").then((m) => m.sendLegacyMessage(spec.kind, spec.payloadKey)),
  });
}
