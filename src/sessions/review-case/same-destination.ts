import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";

const LISTED = 20;

/**
 * The other customers of this merchant and mode whose verified phone (or email) flow has the same
 * keyed hash as this session's, newest first, one line per customer: who else this number or
 * address vouched for. Served by the (merchant_id, mode, phone_hash|email_hash, verified_at)
 * indexes; the number or address itself is never stored, so never shown.
 */
export async function otherCustomersWith(owner: Owner, hashColumn: Prisma.Sql, hash: string, sessionId: string, address: string | null) {
  const rows = await prisma.$queryRaw<{ customer_address: string; verification_session: string; verified_at: Date }[]>`
    SELECT DISTINCT ON (s.customer_address) s.customer_address, s.id AS verification_session, f.verified_at
      FROM sdk_flows f
      JOIN verification_sessions s ON s.id = f.object_id
     WHERE f.merchant_id = ${owner.merchantId} AND f.mode = CAST(${owner.mode} AS "Mode") AND f.${hashColumn} = ${hash}
       AND f.status = 'verified' AND f.object_id <> ${sessionId}
       AND s.customer_address IS NOT NULL AND s.customer_address IS DISTINCT FROM ${address}
     ORDER BY s.customer_address, f.verified_at DESC
     LIMIT ${LISTED}`;
  return rows
    .sort((a, b) => b.verified_at.getTime() - a.verified_at.getTime())
    .map((r) => ({ customer_address: r.customer_address, verification_session: r.verification_session, verified_at: r.verified_at.toISOString() }));
}
