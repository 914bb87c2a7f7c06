import { z } from "zod";
import { otherCustomerSchema, type ReviewEvidence } from "../review-evidence.js";
import { phoneChannel } from "./channel.js";

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The number on the review case: masked, its country and line type, and who else verified it. */
export const phoneReviewEvidence: ReviewEvidence = {
  field: "phone",
  schema: z.object({
    masked: z.string().nullable(),
    country: z.string().nullable(),
    line_type: z.string().nullable(),
    other_customers: z.array(otherCustomerSchema),
  }),
  async read({ flow, signals, otherCustomers }) {
    return {
      masked: flow.phoneMasked,
      country: text(signals?.phone_country),
      line_type: text(signals?.phone_line_type),
      other_customers: flow.phoneHash ? await otherCustomers(phoneChannel.flowHashColumn, flow.phoneHash) : [],
    };
  },
};
