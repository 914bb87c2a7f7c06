import { z } from "zod";
import { defineLifecycle } from "../platform/db/lifecycle.js";

/**
 * The lifecycle of one flow of an object: pending -> verified (one guarded update; never back).
 * A row exists from the flow's first step (a wallet challenge, a code send).
 */
export const FLOW_STATUSES = ["pending", "verified"] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const flowStatus = z.enum(FLOW_STATUSES);

/** The owner of `sdk_flows.status` (rows are created with the column's default, `pending`). */
export const FlowLifecycle = defineLifecycle({
  name: "flow",
  model: "SdkFlow",
  field: "status",
  table: "sdk_flows",
  column: "status",
  statuses: FLOW_STATUSES,
  initial: ["pending"],
  transitions: { pending: ["verified"], verified: [] },
});
