import { z } from "zod";
import { walletAddressSchema } from "../../customers/address.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { flowSchema, flowsSchema } from "../flows.js";
import { REVERIFICATION_STATUSES } from "./reverification-lifecycle.js";

/** POST /v1/reverification-requests body. Whether test_outcome is allowed depends on the key's mode. */
export const createReverificationBody = z
  .strictObject({
    customer_address: walletAddressSchema,
    flows: flowsSchema,
    reason: z.string().min(1).max(500).nullish().meta({ description: "Shown to the customer; at most 500 characters." }),
    test_outcome: z
      .literal("submitted")
      .optional()
      .meta({ description: "Test keys only: the sandbox submits the request shortly after creation." }),
  })
  .meta({ id: "CreateReverificationRequest" });

export const reverificationObject = z
  .object({
    id: z.string().startsWith("rvr_"),
    object: z.literal("reverification_request"),
    customer_address: z.string(),
    flows: z.array(flowSchema),
    reason: z.string().nullable(),
    status: z.enum(REVERIFICATION_STATUSES),
    client_token: z
      .string()
      .startsWith("pbvs_")
      .nullable()
      .meta({ description: "The frontend SDK token (`pbvs_`) for the end user's browser; only in the create response." }),
    url: z.string().nullable().meta({ description: "The hosted verification page, `{PUBLIC_URL}/verify#token=pbvs_...`; only in the create response." }),
    submitted_at: timestamp.nullable(),
    expires_at: timestamp,
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "ReverificationRequest" });

export type ReverificationObject = z.input<typeof reverificationObject>;
