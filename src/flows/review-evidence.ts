import { z } from "zod";
import { timestamp } from "../http/common-schemas.js";
import type { Prisma, SdkFlow } from "../platform/generated/prisma/client.js";

/** Another customer whose verified flow had the same destination (by its keyed hash). */
export const otherCustomerSchema = z
  .object({
    customer_address: z.string(),
    verification_session: z.string(),
    verified_at: timestamp,
  })
  .meta({ id: "ReviewCaseOtherCustomer", description: "Another customer who verified the same number or address (matched by its keyed hash; the number or address itself is never shown)." });

export type OtherCustomer = z.output<typeof otherCustomerSchema>;

/** What the review case hands a flow's evidence (src/sessions/review-case/read-review-case.ts). */
export interface ReviewEvidenceContext {
  /** The session's row of this flow. */
  flow: SdkFlow;
  /** The session's decision signals (null until its flows are done). */
  signals: Record<string, unknown> | null;
  /** The account's other customers (this mode) whose verified flow has `hash` in `hashColumn` of `sdk_flows` (alias `f`), newest first. */
  otherCustomers(hashColumn: Prisma.Sql, hash: string): Promise<OtherCustomer[]>;
}

/**
 * What a reviewer sees of a flow on the review case (contract section 14), as the case's field
 * `field`: its object (`schema`), or null when the session has no such flow.
 */
export interface ReviewEvidence {
  field: string;
  schema: z.ZodObject;
  read(context: ReviewEvidenceContext): Promise<Record<string, unknown>>;
}
