import { z } from "zod";
import { customerObject } from "../../customers/customer-schema.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { reviewObject } from "../reviews/review-schema.js";
import { sessionObject, vicObject } from "../session-schema.js";
import { reviewClaimObject } from "./claim-schema.js";
import { flowRegistry } from "../../flows/registry.js";

/** The flows' evidence fields (a flow's `reviewEvidence`: the phone's and the email's), in registry order; null when the session has no such flow. */
const evidenceFields = Object.fromEntries(
  flowRegistry.flatMap((flow) => (flow.reviewEvidence ? [[flow.reviewEvidence.field, flow.reviewEvidence.schema.nullable()]] : [])),
) as Record<string, z.ZodNullable<z.ZodObject>>;

const caseFlow = z
  .object({
    type: z.string(),
    status: z.string(),
    verified_at: timestamp.nullable(),
    address: z.string().nullable(),
    phone_number_masked: z.string().nullable(),
    email_masked: z.string().nullable(),
  })
  .meta({ id: "ReviewCaseFlow" });

export const reviewCaseObject = z
  .object({
    object: z.literal("review_case"),
    review: reviewObject,
    claim: z.union([reviewClaimObject, z.null()]).meta({ description: "Who works the review right now; null when nobody does (or the claim lapsed)." }),
    verification_session: sessionObject,
    flows: z.array(caseFlow).meta({ description: "The session's flows as the end user went through them." }),
    signals: z.record(z.string(), z.unknown()).nullable().meta({ description: "The signals the decision rules read (null until the flows are done)." }),
    ...evidenceFields,
    // A union, not .nullable(): that would make the shared Customer component itself nullable.
    customer: z.union([customerObject, z.null()]),
    earlier_sessions: z.array(sessionObject).meta({ description: "The customer's other sessions, newest first (at most 20)." }),
    vics: z.array(vicObject).meta({ description: "The customer's VICs, newest first (at most 20)." }),
    livemode,
  })
  .meta({ id: "ReviewCase" });

export type ReviewCaseObject = z.input<typeof reviewCaseObject>;

export const reviewQueueObject = z
  .object({
    object: z.literal("review_queue"),
    open: z.number().int().meta({ description: "Flagged reviews waiting for a person, counted up to `open_cap`." }),
    open_cap: z.number().int(),
    livemode,
  })
  .meta({ id: "ReviewQueue" });
