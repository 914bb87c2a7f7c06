import { recordRequestAuditAlone } from "../audit/audit-scope.js";
import type { Mode } from "../auth/api-key-format.js";
import { prisma } from "../db/client.js";
import { Prisma } from "../generated/prisma/client.js";
import { decide, type Decision, type Signals } from "../decision-rules/evaluate.js";
import { priorityBeforeCatchAll } from "../decision-rules/placement.js";
import type { RuleAction } from "../decision-rules/rule-schema.js";
import { MAX_LISTED_CHANGES, type SimulateRulesInput, type SimulationObject } from "./simulation-schema.js";

/** Sessions a rule set decided: they went through processing with their signals stored. */
const DECIDED = ["completed", "failed", "requires_review"];
const DEFAULT_LIMIT = 1000;

interface NamedRule {
  id: string;
  name: string;
  condition: unknown;
  action: string;
  tier: string | null;
}

function tally(decisions: Decision[]) {
  const out: Record<RuleAction, number> = { approve: 0, decline: 0, review: 0 };
  for (const d of decisions) out[d.action] += 1;
  return out;
}

function outcomeOf(decision: Decision, names: Map<string, string>) {
  return {
    action: decision.action,
    tier: decision.tier,
    rule: decision.ruleId === null ? null : { id: decision.ruleId.startsWith("draft:") ? null : decision.ruleId, name: names.get(decision.ruleId) ?? "" },
  };
}

/**
 * Replays a draft rule set against the stored signals of the mode's latest decided sessions,
 * with the evaluator live decisions use (`decide`), next to the rules in force now, and reports
 * which outcomes would change. Changes nothing, but reads up to 10,000 sessions' signals, so it
 * is recorded in the audit log like a view of a customer. An empty history is an answer with zero
 * sessions.
 */
export async function simulateRules(merchantId: string, input: SimulateRulesInput): Promise<SimulationObject> {
  const mode: Mode = input.mode;
  const [current, sessions] = await Promise.all([
    prisma.decisionRule.findMany({
      where: { merchantId, mode, enabled: true },
      orderBy: [{ priority: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, condition: true, action: true, tier: true },
    }),
    prisma.verificationSession.findMany({
      where: { merchantId, mode, status: { in: DECIDED }, signals: { not: Prisma.DbNull } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: input.limit ?? DEFAULT_LIMIT,
      select: { id: true, createdAt: true, signals: true },
    }),
  ]);
  // A draft without a priority is placed as creating it would place it; drafts without a stored
  // id get a local one, only to name them in the answer.
  const placed = input.rules
    .filter((rule) => rule.priority !== undefined)
    .map((rule) => ({ ...rule, priority: rule.priority!, enabled: rule.enabled !== false }))
    .sort((a, b) => a.priority - b.priority);
  const draft: NamedRule[] = input.rules
    .map((rule) => ({ ...rule, priority: rule.priority ?? priorityBeforeCatchAll(placed) }))
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.enabled !== false)
    .sort((a, b) => a.rule.priority - b.rule.priority || a.index - b.index)
    .map(({ rule, index }) => ({ id: rule.id ?? `draft:${index}`, name: rule.name, condition: rule.condition, action: rule.action, tier: rule.tier ?? null }));
  const names = new Map<string, string>([...current, ...draft].map((r) => [r.id, r.name]));

  const before: Decision[] = [];
  const after: Decision[] = [];
  const changed: SimulationObject["changed"] = [];
  let changedCount = 0;
  for (const session of sessions) {
    const signals = (session.signals ?? {}) as Signals;
    const now = decide(current, signals);
    const next = decide(draft, signals);
    before.push(now);
    after.push(next);
    if (now.action !== next.action || now.tier !== next.tier) {
      changedCount += 1;
      if (changed.length < MAX_LISTED_CHANGES)
        changed.push({ verification_session: session.id, created_at: session.createdAt.toISOString(), current: outcomeOf(now, names), draft: outcomeOf(next, names) });
    }
  }
  await recordRequestAuditAlone();
  return {
    object: "decision_rule_simulation",
    sessions_replayed: sessions.length,
    oldest_replayed_at: sessions.at(-1)?.createdAt.toISOString() ?? null,
    newest_replayed_at: sessions[0]?.createdAt.toISOString() ?? null,
    current: tally(before),
    draft: tally(after),
    changed_count: changedCount,
    changed,
    livemode: mode === "live",
  };
}
