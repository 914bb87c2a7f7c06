import { config } from "../config.js";
import { prisma } from "../db/client.js";
import { DEFAULT_APPROVE_TIER, type Decision } from "../decision-rules/evaluate.js";
import { inTransaction } from "../events/unit-of-work.js";
import { applyDecision } from "./apply-decision.js";
import type { TestOutcome } from "./create-schema.js";
import { sandboxWalletAddress } from "./sandbox-wallet.js";
import { transitionSession } from "./state-machine.js";

/** In test mode the requested outcome decides, never the rules. */
export function sandboxDecision(outcome: Exclude<TestOutcome, "abandoned">): Decision {
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
  const outcome = (session.testOutcome ?? "approved") as TestOutcome;
  if (outcome === "abandoned") return "skipped";

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

/** A test session still `created` this long after its sandbox delay has lost its job. */
export const SANDBOX_GRACE_MS = 30_000;

/**
 * Test sessions still `created` well past SANDBOX_DELAY_MS (so their sandbox job should have run),
 * oldest first, at most `batch`. The sweeper checks each one's job and enqueues the missing ones.
 */
export async function findStalledSandboxSessions(options: { batch?: number; merchantId?: string } = {}): Promise<string[]> {
  const now = Date.now();
  const stalled = await prisma.verificationSession.findMany({
    where: {
      ...(options.merchantId ? { merchantId: options.merchantId } : {}),
      status: "created",
      mode: "test",
      testOutcome: { not: "abandoned" },
      createdAt: { lt: new Date(now - config.SANDBOX_DELAY_MS - SANDBOX_GRACE_MS) },
      expiresAt: { gt: new Date(now) },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: options.batch ?? 500,
  });
  return stalled.map((row) => row.id);
}
