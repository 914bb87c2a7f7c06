import { query } from "../../platform/db/sql.js";
import type { Signals } from "../../rules/evaluate.js";
import { FlowLifecycle } from "../../flows/flow-status.js";
import type { AddressProof } from "../../flows/sdk-route.js";
import type { SdkSubject } from "../../flows/subject.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { SessionLifecycle } from "../state-machine.js";

/**
 * pending -> verified of a flow that proved an address (the wallet flow), and the address
 * becoming the session's customer_address (when it named none and is still `created`), as one
 * statement: both or neither. Here rather than in the flow's folder because it writes a session,
 * which the flows do not import; they are given it (SdkSurface). With a `proof`, its CTE runs in
 * the same statement and the flow moves only when the proof's row `passes`; the proof's row is
 * returned (none when the CTE found none). `verified` is false when the flow did not move.
 */
export async function markAddressVerified<Proof extends Record<string, unknown> = Record<string, never>>(
  subject: SdkSubject,
  type: string,
  address: string,
  signals: Signals,
  proof?: AddressProof,
): Promise<(Proof & { verified: boolean }) | null> {
  const isSession = subject.kind === "verification_session";
  const verify = FlowLifecycle.sql.move("pending", "verified");
  const [row] = await query<Proof & { verified: number }>(Prisma.sql`
    WITH ${proof ? Prisma.sql`proof AS (${proof.cte}),` : Prisma.empty}
    flow AS (
      UPDATE sdk_flows SET ${verify.set}, verified_at = now(), address = ${address}, signals = ${JSON.stringify(signals)}::jsonb, updated_at = now()
       WHERE object_id = ${subject.id} AND type = ${type} AND ${verify.guard}
             ${proof ? Prisma.sql`AND EXISTS (SELECT 1 FROM proof WHERE ${proof.passes})` : Prisma.empty}
      RETURNING object_id),
    customer AS (
      UPDATE verification_sessions SET customer_address = ${address}, updated_at = now()
       WHERE ${isSession} AND id = (SELECT object_id FROM flow) AND ${SessionLifecycle.sql.is("created")} AND customer_address IS NULL)
    SELECT ${proof ? Prisma.sql`proof.*,` : Prisma.empty} (SELECT count(*)::int FROM flow) AS verified ${proof ? Prisma.sql`FROM proof` : Prisma.empty}`);
  return row ? { ...row, verified: row.verified === 1 } : null;
}
