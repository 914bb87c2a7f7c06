import { z } from "zod";
import { defineFlow } from "../flow.js";
import { flowStatus } from "../flow-status.js";
import { credentialRoutes } from "./routes.js";

/** The credential flow: a credential the person saved from an earlier verification, presented with consent (contract section 21). */
export const credentialFlow = defineFlow({
  name: "credential",
  step: "credential",
  routes: credentialRoutes,
  stores: [],
  jobs: [],
  signals: {
    credential_tier: { schema: z.string(), description: "The presented credential's tier (its VIC's), e.g. `verified`." },
    credential_flows: {
      schema: z.string(),
      description: "The flows the presented credential's verification went through, sorted and comma-separated (`email,phone,wallet`).",
    },
    credential_age_days: { schema: z.number().int().min(0), description: "Whole days since the presented credential's verification completed." },
  },
  entry: z.object({ type: z.literal("credential"), status: flowStatus }),
  async present(_subject, flow) {
    return { type: "credential" as const, status: flow?.status === "verified" ? ("verified" as const) : ("pending" as const) };
  },
});
