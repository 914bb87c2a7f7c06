import { prisma } from "../platform/db/client.js";
import { DEFAULT_APPROVE_TIER, type Decision } from "../rules/evaluate.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { applyDecision } from "./apply-decision.js";
import { appliedBySandbox, type SandboxOutcome } from "./session-schema.js";
import { provesAddress } from "../flows/registry.js";
import { sandboxWalletAddress } from "./sandbox-wallet.js";
import { transitionSession } from "./state-machine.js";

/** In test mode the requested outcome decides, never the rules. `reason` says who asked for it. */
export function sandboxDecision(outcome: SandboxOutcome, reason = `The sandbox test_outcome '${outcome}'`): Decision {
  if (outcome === "approved") return { action: "approve", tier: DEFAULT_APPROVE_TIER, ruleId: null, reason };
  if (outcome === "declined") return { action: "decline", tier: null, ruleId: null, reason };
  return { action: "review", tier: null, ruleId: null, reason };
}

export type SandboxResult = "applied" | "skipped";

/** The statuses a test session can be settled from: not started, or started by its end user. */
export type OpenStatus = "created" | "processing";

/**
 * The sandbox "runs" a test session: created -> processing (its wallet flow connects a test
 * wallet when the session named no customer_address), then its test_outcome settles it, all in
 * one transaction. `abandoned` does nothing (the TTL expires it). A session that is no longer
 * `created`, or past its TTL, is left alone.
 */
export async function runSandboxOutcome(sessionId: string): Promise<SandboxResult> {
  const session = await prisma.verificationSession.findUnique({ where: { id: sessionId } });
  if (!session || session.mode !== "test" || session.status !== "created") return "skipped";
  const outcome = session.testOutcome ?? "approved";
  // abandoned: the TTL expires it; interactive: the end user's flows decide (src/flows/, src/sessions/sdk/).
  if (!appliedBySandbox(outcome)) return "skipped";
  return applySandboxOutcome(sessionId, outcome, { from: ["created"] });
}

/**
 * Settles a test session with `outcome` in one transaction, the way the sandbox does: a `created`
 * session (within its TTL) is started first (created -> processing, connecting a test wallet as
 * above), then `applyDecision` settles it, so events, VIC, customer, review and usage are the
 * real ones. `from` says which statuses may be settled; anything else is "skipped".
 */
export async function applySandboxOutcome(
  sessionId: string,
  outcome: SandboxOutcome,
  options: { from: readonly OpenStatus[]; reason?: string },
): Promise<SandboxResult> {
  return inTransaction(async (uow) => {
    const session = await uow.tx.verificationSession.findUnique({ where: { id: sessionId } });
    if (!session || session.mode !== "test" || !(options.from as readonly string[]).includes(session.status)) return "skipped";
    if (session.status === "created") {
      const address = session.customerAddress ?? (provesAddress(session.flows) ? sandboxWalletAddress(session.id) : null);
      const started = await transitionSession(uow, {
        sessionId,
        from: ["created"],
        to: "processing",
        data: { customerAddress: address },
        guard: { expiresAt: { gt: new Date() } },
      });
      if (!started) return "skipped";
      const settled = await applyDecision(uow, sessionId, sandboxDecision(outcome, options.reason));
      if (!settled) throw new Error(`sandbox session ${sessionId} left processing inside its own transaction`);
      return "applied";
    }
    // processing: someone else (its end user's flows, the expiry) may settle it first.
    return (await applyDecision(uow, sessionId, sandboxDecision(outcome, options.reason))) ? "applied" : "skipped";
  });
}
