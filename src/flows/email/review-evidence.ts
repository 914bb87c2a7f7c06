import { z } from "zod";
import { otherCustomerSchema, type ReviewEvidence } from "../review-evidence.js";
import { emailChannel } from "./channel.js";

/** The address on the review case: masked, its domain, whether it is disposable, and who else verified it. */
export const emailReviewEvidence: ReviewEvidence = {
  field: "email",
  schema: z.object({
    masked: z.string().nullable(),
    domain: z.string().nullable(),
    disposable: z.boolean().nullable(),
    other_customers: z.array(otherCustomerSchema),
  }),
  async read({ flow, signals, otherCustomers }) {
    return {
      masked: flow.emailMasked,
      domain: typeof signals?.email_domain === "string" ? signals.email_domain : null,
      disposable: typeof signals?.email_disposable === "boolean" ? signals.email_disposable : null,
      other_customers: flow.emailHash ? await otherCustomers(emailChannel.flowHashColumn, flow.emailHash) : [],
    };
  },
};
