import { z } from "zod";
import { FLOW_NAMES, type FlowName } from "../flows/registry.js";
import { withErrorCode } from "../http/field-error-codes.js";

/** The verification flows a session or reverification request can ask the end user through: the registered ones. */
export const FLOWS = FLOW_NAMES;
export type Flow = FlowName;

export const flowSchema = z.enum(FLOWS);

/** `flows` of a create request: at least one registered name, in any combination, none repeated. */
export const flowsSchema = withErrorCode(
  z
    .array(flowSchema)
    .min(1, "at least one flow is required")
    .refine((flows) => new Set(flows).size === flows.length, { message: "flows must not repeat" }),
  // An unknown name is reported as `flows` (contract section 12), not as the element.
  "invalid_request",
);
