import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import type { FlowName } from "../../flows/registry.js";
import { SANDBOX_OUTCOMES } from "../../sessions/session-schema.js";
import type { SessionStatus } from "../../sessions/state-machine.js";

const status = (s: SessionStatus) => s;

export interface FunnelDay {
  day: string;
  created: number;
  completed: number;
  failed: number;
  in_review: number;
  expired: number;
  canceled: number;
  reviewed: number;
  sandbox: number;
}

export interface FlowDay {
  day: string;
  flow: FlowName;
  requested: number;
  started: number;
  verified: number;
}

/** Test sessions the sandbox settles by their test_outcome: no person ever sees them. */
const sandboxRun = (param: string) => `s.test_outcome = ANY(${param}::text[])`;

const DAY = `to_char(date_trunc('day', s.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

/**
 * Sessions created since `from`, per UTC day, by where they ended up. One range scan of the
 * (merchant, mode, created_at) index; the review join is by its unique session id.
 */
export function sessionOutcomesByDay(owner: Owner, from: Date): Promise<FunnelDay[]> {
  return prisma.$queryRawUnsafe<FunnelDay[]>(
    `SELECT ${DAY} AS day,
            count(*)::int AS created,
            count(*) FILTER (WHERE s.status = $4)::int AS completed,
            count(*) FILTER (WHERE s.status = $5)::int AS failed,
            count(*) FILTER (WHERE s.status = $6)::int AS in_review,
            count(*) FILTER (WHERE s.status = $7)::int AS expired,
            count(*) FILTER (WHERE s.status = $8)::int AS canceled,
            count(r.id)::int AS reviewed,
            count(*) FILTER (WHERE ${sandboxRun("$9")})::int AS sandbox
       FROM verification_sessions s LEFT JOIN reviews r ON r.session_id = s.id
      WHERE s.merchant_id = $1 AND s.mode = $2::"Mode" AND s.created_at >= $3
      GROUP BY 1 ORDER BY 1`,
    owner.merchantId,
    owner.mode,
    from,
    status("completed"),
    status("failed"),
    status("requires_review"),
    status("expired"),
    status("canceled"),
    SANDBOX_OUTCOMES,
  );
}

/**
 * Per UTC day and flow: sessions that asked for it, whose end user began it (its sdk_flows row), and
 * passed it. Sandbox-run test sessions are left out: no person could begin them, so they would
 * read as "not begun".
 */
export function flowStepsByDay(owner: Owner, from: Date): Promise<FlowDay[]> {
  return prisma.$queryRawUnsafe<FlowDay[]>(
    `SELECT ${DAY} AS day, requested.flow,
            count(*)::int AS requested,
            count(f.object_id)::int AS started,
            count(f.verified_at)::int AS verified
       FROM verification_sessions s
       CROSS JOIN LATERAL unnest(s.flows) AS requested(flow)
       LEFT JOIN sdk_flows f ON f.object_id = s.id AND f.type = requested.flow
      WHERE s.merchant_id = $1 AND s.mode = $2::"Mode" AND s.created_at >= $3
        AND NOT coalesce(${sandboxRun("$4")}, false)
      GROUP BY 1, 2 ORDER BY 1, 2`,
    owner.merchantId,
    owner.mode,
    from,
    SANDBOX_OUTCOMES,
  );
}
