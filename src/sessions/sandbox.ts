import { prisma } from "../db/client.js";
import { DEFAULT_APPROVE_TIER, type Decision } from "../decision-rules/evaluate.js";
import { inTransaction } from "../webhooks/unit-of-work.js";
import { applyDecision } from "./apply-decision.js";
import { appliedBySandbox, SANDBOX_OUTCOMES, type SandboxOutcome } from "./session-schema.js";
import { sandboxWalletAddress } from "./sandbox-wallet.js";
import { transitionSession } from "./state-machine.js";

/** In test mode the requested outcome decides, never the rules. */
export function sandboxDecision(outcome: SandboxOutcome): Decision {
  const reason = `The sandbox test_outcome '${outcome}'`;
  if (outcome === "approved") return { action: "approve", tier: DEFAULT_APPROVE_TIER, ruleId: null, reason };
  if (outcome === "declined") return { action: "decline", tier: null, ruleId: null, reason };
  return { action: "review", tier: null, ruleId: null, reason };
}

export type SandboxResult = "applied" | "skipped";

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
  // abandoned: the TTL expires it; interactive: the end user's flows decide (src/flows/, src/sdk/).
  if (!appliedBySandbox(outcome)) return "skipped";

  return inTransaction(async (uow) => {
    const address = session.customerAddress ?? (session.flows.includes("wallet") ? sandboxWalletAddress(session.id) : null);
    const started = await transitionSession(uow, {
      sessionId,
      from: ["created"],
      to: "processing",
      data: { customerAddress: address },
      guard: { expiresAt: { gt: new Date() } },
    });
    if (!started) return "skipped";
    const settled = await applyDecision(uow, sessionId, sandboxDecision(outcome));
    if (!settled) throw new Error(`sandbox session ${sessionId} left processing inside its own transaction`);
    return "applied";
  });
}
