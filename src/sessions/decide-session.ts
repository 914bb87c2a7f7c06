import type { Mode } from "../http/auth/api-key-format.js";
import { decideFromSignals, type Decision, type Signals } from "../rules/evaluate.js";
import { InvalidState, NotFound } from "../platform/errors/domain-errors.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { applyDecision } from "./apply-decision.js";
import { viewSession, type PresentedSession } from "./present-session.js";
import { SessionLifecycle, transitionSession } from "./state-machine.js";

export interface SessionSignals {
  merchantId: string;
  mode: Mode;
  sessionId: string;
  /** What the session's flows observed (risk score, phone line type, ...). */
  signals: Signals;
  /** The wallet the customer connected, when the session did not name one. */
  connectedAddress?: string;
}

/**
 * The live decision path: the frontend flows (a later issue) call this with what they observed.
 * created|processing -> processing (signals stored), the merchant's enabled rules decide, and
 * the session settles (completed with a VIC and billing in live mode, failed, or requires_review
 * with a review), all in one transaction. Throws invalid_state if the session is settled or past
 * its TTL.
 */
export async function decideSession(input: SessionSignals): Promise<{ session: PresentedSession; decision: Decision }> {
  return inTransaction(async (uow) => {
    const { tx } = uow;
    const existing = await tx.verificationSession.findFirst({ where: { id: input.sessionId, merchantId: input.merchantId, mode: input.mode } });
    if (!existing) throw new NotFound("verification_session", input.sessionId);
    const now = new Date();
    const open = { expiresAt: { gt: now } };
    const address = existing.customerAddress ?? input.connectedAddress?.toLowerCase() ?? null;

    const started =
      (await transitionSession(uow, {
        sessionId: existing.id,
        from: ["created"],
        to: "processing",
        data: { signals: input.signals, customerAddress: address },
        guard: open,
      })) ??
      // Already processing (a flow started it): record the signals without a status change.
      (await tx.verificationSession.updateManyAndReturn({
        where: { id: existing.id, ...SessionLifecycle.is("processing"), ...open },
        data: { signals: input.signals, customerAddress: address },
      }))[0];
    if (!started) throw new InvalidState(`This session is ${existing.status} and can no longer be decided.`);

    const decision = await decideFromSignals(input.merchantId, input.mode, input.signals, tx);
    const settled = await applyDecision(uow, existing.id, decision);
    if (!settled) throw new InvalidState("This session was settled concurrently.");
    return { session: await viewSession(tx, settled), decision };
  });
}
