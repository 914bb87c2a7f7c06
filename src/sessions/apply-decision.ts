import type { Decision } from "../rules/evaluate.js";
import type { UnitOfWork } from "../events/webhooks/unit-of-work.js";
import type { VerificationSession } from "../platform/generated/prisma/client.js";
import { raiseReview } from "./reviews/raise-review.js";
import { completeSession, decidedBy, failSession } from "./settle-session.js";
import { transitionSession } from "./state-machine.js";

/**
 * Settles a `processing` session with a decision: approve completes it (VIC), decline fails it,
 * review parks it in `requires_review` and raises a review. Returns the settled row, or null
 * when the session was no longer processing (nothing was written).
 */
export async function applyDecision(uow: UnitOfWork, sessionId: string, decision: Decision): Promise<VerificationSession | null> {
  const from = ["processing"] as const;
  switch (decision.action) {
    case "approve":
      return completeSession(uow, { sessionId, from, tier: decision.tier!, decidedByRuleId: decision.ruleId });
    case "decline":
      return failSession(uow, { sessionId, from, error: { code: "verification_declined", message: `${decision.reason} declined this verification.` }, decidedByRuleId: decision.ruleId });
    case "review": {
      const row = await transitionSession(uow, { sessionId, from, to: "requires_review", data: decidedBy(decision.ruleId) });
      if (row) await raiseReview(uow, row, decision.reason);
      return row;
    }
  }
}
