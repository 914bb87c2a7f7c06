import { query } from "../db/sql.js";
import type { Signals } from "../decision-rules/evaluate.js";
import { FlowLifecycle } from "../flows/flow-status.js";
import type { SdkSubject } from "../flows/subject.js";
import { Prisma } from "../generated/prisma/client.js";
import { SessionLifecycle } from "../sessions/state-machine.js";

/**
 * pending -> verified of a flow that proved an address (the wallet flow), and the address
 * becoming the session's customer_address (when it named none and is still `created`), as one
 * statement: both or neither. Here rather than in the flow's folder because it writes a session,
 * which the flows do not import; they are given it (SdkSurface). Returns false when the flow was
 * not pending (already verified).
 */
export async function markAddressVerified(subject: SdkSubject, type: string, address: string, signals: Signals): Promise<boolean> {
  const isSession = subject.kind === "verification_session";
  const verify = FlowLifecycle.sql.move("pending", "verified");
  const [row] = await query<{ verified: number }>(Prisma.sql`
    WITH flow AS (
      UPDATE sdk_flows SET ${verify.set}, verified_at = now(), address = ${address}, signals = ${JSON.stringify(signals)}::jsonb, updated_at = now()
       WHERE object_id = ${subject.id} AND type = ${type} AND ${verify.guard}
      RETURNING object_id),
    customer AS (
      UPDATE verification_sessions SET customer_address = ${address}, updated_at = now()
       WHERE ${isSession} AND id = (SELECT object_id FROM flow) AND ${SessionLifecycle.sql.is("created")} AND customer_address IS NULL)
    SELECT count(*)::int AS verified FROM flow`);
  return row!.verified === 1;
}
