import { z } from "zod";

/** The verification flows a session or reverification request can ask the end user through. */
export const FLOWS = ["wallet", "phone"] as const;
export type Flow = (typeof FLOWS)[number];

export const flowSchema = z.enum(FLOWS);

/** `flows` of a create request: at least one, none repeated. */
export const flowsSchema = z
  .array(flowSchema)
  .min(1, "at least one flow is required")
  .refine((flows) => new Set(flows).size === flows.length, { message: "flows must not repeat" });
