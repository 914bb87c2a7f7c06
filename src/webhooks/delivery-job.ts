import { z } from "zod";

// A leaf module (no imports from the job catalog's graph), so workers/catalog.ts can load the job
// definitions while deliver.ts is still being evaluated (deliver -> enqueue -> catalog -> job).

/** Payload of both delivery jobs; ids only, the handler re-reads Postgres. */
export const deliveryJobPayload = z.strictObject({
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
});

export const deliveryJobId = (deliveryId: string, attempt: number) => `deliver-${deliveryId}-${attempt}`;

/** First attempts and retries run on separate queues, so a backlog of retries never delays fresh events. */
export function jobNameForAttempt(attempt: number): "webhook-deliver" | "webhook-retry" {
  return attempt <= 1 ? "webhook-deliver" : "webhook-retry";
}
