import { z } from "zod";

/**
 * The lifecycle of one flow of an object: pending -> verified (one guarded update; never back).
 * A row exists from the flow's first step (a wallet challenge, a code send).
 */
export const FLOW_STATUSES = ["pending", "verified"] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const flowStatus = z.enum(FLOW_STATUSES);
