import { z } from "zod";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { ALERT_KINDS, COUNT_CAP } from "./alert-kinds.js";

export const alertObject = z
  .object({
    id: z.string(),
    object: z.literal("alert"),
    kind: z.enum(ALERT_KINDS).meta({
      description:
        "`review_queue`: more open reviews than the account's `alerts.review_queue_over`; `failing_endpoint`: a webhook endpoint whose last 5 or more delivery attempts all failed, or which the platform turned off because it kept failing or answered 410 Gone.",
    }),
    subject: z.string().meta({ description: "`reviews` for the review queue; the endpoint's id for a failing endpoint." }),
    count: z.number().int().meta({ description: `Open reviews, or failed attempts in a row (0: the endpoint was turned off), at the last evaluation (every 5 minutes); counted up to ${COUNT_CAP}.` }),
    threshold: z.number().int().nullable().meta({ description: "For `review_queue`: the account's current `alerts.review_queue_over`; null otherwise." }),
    opened_at: timestamp,
  })
  .meta({ id: "TeamAlert" });

export const alertList = z
  .object({ object: z.literal("list"), data: z.array(alertObject).meta({ description: "The open alerts of the mode, oldest first." }), livemode: livemode.optional() })
  .meta({ id: "TeamAlertList" });

export type AlertList = z.input<typeof alertList>;
