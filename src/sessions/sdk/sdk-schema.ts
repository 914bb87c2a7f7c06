import { z } from "zod";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { sdkFlowEntry } from "../../flows/registry.js";
import { merchantBrandingObject } from "../../accounts/settings/branding-schema.js";

/** Who the person is verifying for: the merchant's branding (src/accounts/settings/branding-schema.ts). */
export const sdkMerchant = merchantBrandingObject;

export const sdkSessionObject = z
  .object({
    object: z.literal("sdk_session"),
    id: z.string().meta({ description: "The verification session (`vs_`) or reverification request (`rvr_`)." }),
    kind: z.enum(["verification_session", "reverification_request"]),
    status: z.string().meta({ description: "The object's status (created, processing, completed, ... or pending, submitted, ...)." }),
    livemode,
    expires_at: timestamp,
    merchant: sdkMerchant,
    return_url: z.string().nullable(),
    flows: z.array(sdkFlowEntry).meta({ description: "One entry per flow the object asks for, in the order it named them." }),
  })
  .meta({ id: "SdkSession", description: "The end user's view of what they are verifying." });

export const sdkLinkObject = z
  .object({
    object: z.literal("sdk_link"),
    status: z.string().meta({ description: "The object's status; `expired` once it is past `expires_at`, even before the service records it." }),
    livemode,
    merchant: sdkMerchant,
    return_url: z.string().nullable(),
  })
  .meta({
    id: "SdkLink",
    description: "What a link's token says, also once it has expired: whose verification it was and where to go back. Nothing else of the object.",
  });
