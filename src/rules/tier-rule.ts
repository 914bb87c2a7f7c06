import type { z } from "zod";
import { InvalidInput } from "../platform/errors/domain-errors.js";

// A tier is the level an approval verifies the customer at (it becomes the VIC's tier), so only
// an approving decision rule or review resolution may carry one. This is the one statement of it.
const MESSAGE = "a tier is only allowed when approving";

/** `approves` is undefined when not known (a partial update): the merge with the stored rule decides then. */
export function tierAllowed(approves: boolean | undefined, tier: string | null | undefined): boolean {
  return !tier || approves !== false;
}

/** The rule as a schema refinement (`superRefine`); `approves` reads the parsed value's action or decision. */
export function tierOnlyOnApprove<T extends { tier?: string | null }>(approves: (value: T) => boolean | undefined) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (!tierAllowed(approves(value), value.tier)) ctx.addIssue({ code: "custom", path: ["tier"], message: MESSAGE });
  };
}

/** The rule on a merged state (a PATCH applied to a stored rule), as a 400 naming `tier`. */
export function assertTierOnlyOnApprove(approves: boolean, tier: string | null | undefined): void {
  if (!tierAllowed(approves, tier)) throw new InvalidInput(`Invalid tier: ${MESSAGE}.`, "tier");
}
