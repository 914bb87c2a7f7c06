import { recordRequestAuditAlone } from "../../http/audit/audit-scope.js";
import type { Mode } from "../../http/auth/api-key-format.js";
import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidInput } from "../../platform/errors/domain-errors.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { parseRules, type Decision } from "../evaluate.js";
import { priorityBeforeCatchAll } from "../placement.js";
import { holdOneAtATime, type OneAtATime } from "../../platform/limits/one-at-a-time.js";
import { MAX_LISTED_CHANGES, type SimulateRulesInput, type SimulationObject } from "./simulation-schema.js";
import { replayOnThread } from "./simulation-threads.js";

/** Sessions a rule set decided: they went through processing with their signals stored. */
const DECIDED = ["completed", "failed", "requires_review"];
const DEFAULT_LIMIT = 1000;

/** One simulation per account at a time (docs/security.md, "Expensive portal work"). */
export const simulationHold: OneAtATime = { name: "simulate", what: "a rule simulation", leaseMs: 15_000, retryAfterSeconds: 5 };

interface NamedRule {
  id: string;
  name: string;
  condition: unknown;
  action: string;
  tier: string | null;
}

function outcomeOf(decision: Decision, names: Map<string, string>) {
  return {
    action: decision.action,
    tier: decision.tier,
    rule: decision.ruleId === null ? null : { id: decision.ruleId.startsWith("draft:") ? null : decision.ruleId, name: names.get(decision.ruleId) ?? "" },
  };
}

/** The draft as it would be evaluated: placed, enabled rules only, in evaluation order. */
function draftRules(input: SimulateRulesInput): NamedRule[] {
  // A draft without a priority is placed as creating it would place it; drafts without a stored
  // id get a local one, only to name them in the answer.
  const placed = input.rules
    .filter((rule) => rule.priority !== undefined)
    .map((rule) => ({ ...rule, priority: rule.priority!, enabled: rule.enabled !== false }))
    .sort((a, b) => a.priority - b.priority);
  return input.rules
    .map((rule) => ({ ...rule, priority: rule.priority ?? priorityBeforeCatchAll(placed) }))
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.enabled !== false)
    .sort((a, b) => a.rule.priority - b.rule.priority || a.index - b.index)
    .map(({ rule, index }) => ({ id: rule.id ?? `draft:${index}`, name: rule.name, condition: rule.condition, action: rule.action, tier: rule.tier ?? null }));
}

/**
 * The budget of one run: each replayed session is decided by the rules in force and by the draft,
 * so a run costs (rules in force + draft rules) x sessions rule evaluations, at most SIMULATION_BUDGET.
 */
function checkBudget(rules: number, sessions: number): void {
  if (rules * sessions <= config.SIMULATION_BUDGET) return;
  const most = Math.floor(config.SIMULATION_BUDGET / rules);
  throw new InvalidInput(
    `A simulation may evaluate at most ${config.SIMULATION_BUDGET} rules x sessions: with ${rules} rules (in force and draft), replay at most ${most} sessions (pass a lower limit, or fewer rules).`,
    "limit",
  );
}

/**
 * Replays a draft rule set against the stored signals of the mode's latest decided sessions,
 * with the evaluator live decisions use, next to the rules in force now, and reports which
 * outcomes would change. Changes nothing, but reads up to 10,000 sessions' signals, so it is
 * recorded in the audit log like a view of a customer. An empty history is an answer with zero
 * sessions. The replay runs on a worker thread (./simulation-threads.ts), one run per account at
 * a time, within the budget of `checkBudget`.
 */
export async function simulateRules(merchantId: string, input: SimulateRulesInput): Promise<SimulationObject> {
  const mode: Mode = input.mode;
  const limit = input.limit ?? DEFAULT_LIMIT;
  const current = await prisma.decisionRule.findMany({
    where: { merchantId, mode, enabled: true },
    orderBy: [{ priority: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, condition: true, action: true, tier: true },
  });
  const draft = draftRules(input);
  checkBudget(current.length + draft.length, limit);
  const hold = await holdOneAtATime(simulationHold, merchantId);
  try {
    // The thread reads the rows itself: the event loop sends the statement and gets the counts back.
    const statement = Prisma.sql`
      SELECT id, created_at AS "createdAt", signals::text AS signals FROM verification_sessions
       WHERE merchant_id = ${merchantId} AND mode = CAST(${mode} AS "Mode") AND status IN (${Prisma.join(DECIDED)}) AND signals IS NOT NULL
       ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
    const result = await replayOnThread({
      current: parseRules(current),
      draft: parseRules(draft),
      statement: { text: statement.text, values: statement.values },
      databaseUrl: config.DATABASE_URL,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      maxListed: MAX_LISTED_CHANGES,
    });
    const names = new Map<string, string>([...current, ...draft].map((r) => [r.id, r.name]));
    await recordRequestAuditAlone();
    return {
      object: "decision_rule_simulation",
      sessions_replayed: result.replayed,
      oldest_replayed_at: result.oldestAt?.toISOString() ?? null,
      newest_replayed_at: result.newestAt?.toISOString() ?? null,
      current: result.current,
      draft: result.draft,
      changed_count: result.changedCount,
      changed: result.changed.map((c) => ({ verification_session: c.id, created_at: c.createdAt.toISOString(), current: outcomeOf(c.current, names), draft: outcomeOf(c.draft, names) })),
      livemode: mode === "live",
    };
  } finally {
    await hold.release();
  }
}
