import { query } from "../../db/sql.js";
import type { Signals } from "../../decision-rules/evaluate.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { SdkSubject } from "../subject.js";

/**
 * The wallet flow's pending -> verified, and the address becoming the session's customer_address
 * (when it named none), as one statement: both or neither. Returns false when the flow was not
 * pending (already verified).
 */
export async function markWalletVerified(subject: SdkSubject, address: string, signals: Signals): Promise<boolean> {
  const isSession = subject.kind === "verification_session";
  const [row] = await query<{ verified: number }>(Prisma.sql`
    WITH flow AS (
      UPDATE sdk_flows SET status = 'verified', verified_at = now(), address = ${address}, signals = ${JSON.stringify(signals)}::jsonb, updated_at = now()
       WHERE object_id = ${subject.id} AND type = 'wallet' AND status = 'pending'
      RETURNING object_id),
    customer AS (
      UPDATE verification_sessions SET customer_address = ${address}, updated_at = now()
       WHERE ${isSession} AND id = (SELECT object_id FROM flow) AND status = 'created' AND customer_address IS NULL)
    SELECT count(*)::int AS verified FROM flow`);
  return row!.verified === 1;
}
