import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import { flowRegistry, type FlowName } from "../../flows/registry.js";

export interface ReasonRow {
  outcome: "failed" | "expired";
  reason: string;
  flow: FlowName | null;
  count: number;
}

export interface RuleRow {
  rule_id: string | null;
  rule_name: string | null;
  completed: number;
  failed: number;
  requires_review: number;
}

export interface CountryRow {
  country: string | null;
  created: number;
  completed: number;
  failed: number;
  expired: number;
}

const RANGE = `s.merchant_id = $1 AND s.mode = $2::"Mode" AND s.created_at >= $3`;

/**
 * Failed and expired sessions by why: a failed one by its `last_error` code (declined by a rule,
 * rejected by a reviewer, ...), an expired one by the first flow it asked for that was not passed
 * (where the person stopped). Same range scan as the funnel.
 */
export function outcomesByReason(owner: Owner, from: Date): Promise<ReasonRow[]> {
  return prisma.$queryRawUnsafe<ReasonRow[]>(
    `SELECT s.status AS outcome,
            CASE WHEN s.status = 'expired' THEN 'session_expired' ELSE coalesce(s.last_error->>'code', 'unknown') END AS reason,
            CASE WHEN s.status = 'expired' THEN (
              SELECT requested.flow FROM unnest(s.flows) WITH ORDINALITY AS requested(flow, n)
               WHERE NOT EXISTS (SELECT 1 FROM sdk_flows f WHERE f.object_id = s.id AND f.type = requested.flow AND f.verified_at IS NOT NULL)
               ORDER BY n LIMIT 1) END AS flow,
            count(*)::int AS count
       FROM verification_sessions s
      WHERE ${RANGE} AND s.status IN ('failed', 'expired')
      GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 2, 3`,
    owner.merchantId,
    owner.mode,
    from,
  );
}

/** Settled sessions by the rule that decided them (null: no rule, e.g. the sandbox or the fallback to review). */
export function outcomesByRule(owner: Owner, from: Date): Promise<RuleRow[]> {
  return prisma.$queryRawUnsafe<RuleRow[]>(
    `SELECT s.decided_by_rule_id AS rule_id, min(r.name) AS rule_name,
            count(*) FILTER (WHERE s.status = 'completed')::int AS completed,
            count(*) FILTER (WHERE s.status = 'failed')::int AS failed,
            count(*) FILTER (WHERE s.status = 'requires_review')::int AS requires_review
       FROM verification_sessions s LEFT JOIN decision_rules r ON r.id = s.decided_by_rule_id
      WHERE ${RANGE} AND s.status IN ('completed', 'failed', 'requires_review')
      GROUP BY 1 ORDER BY count(*) DESC, 1 NULLS LAST`,
    owner.merchantId,
    owner.mode,
    from,
  );
}

/** The flow whose own signals carry `phone_country` (before the session is decided, only its row has it). */
const COUNTRY_FLOW = flowRegistry.find((flow) => "phone_country" in flow.signals)?.name ?? null;

/** Sessions by the phone number's country (from the decision's signals, else its flow's own); null: no phone seen. */
export function outcomesByCountry(owner: Owner, from: Date): Promise<CountryRow[]> {
  return prisma.$queryRawUnsafe<CountryRow[]>(
    `SELECT coalesce(s.signals->>'phone_country', pf.signals->>'phone_country') AS country,
            count(*)::int AS created,
            count(*) FILTER (WHERE s.status = 'completed')::int AS completed,
            count(*) FILTER (WHERE s.status = 'failed')::int AS failed,
            count(*) FILTER (WHERE s.status = 'expired')::int AS expired
       FROM verification_sessions s LEFT JOIN sdk_flows pf ON pf.object_id = s.id AND pf.type = $4
      WHERE ${RANGE}
      GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`,
    owner.merchantId,
    owner.mode,
    from,
    COUNTRY_FLOW,
  );
}
