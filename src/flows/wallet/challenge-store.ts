import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { newId } from "../../platform/ids.js";
import { FlowLifecycle } from "../flow-status.js";
import type { SdkSubject } from "../subject.js";

export interface IssuedChallenge {
  nonce: string;
  address: string;
  chainId: number;
  message: string;
  expiresAt: Date;
  createdAt: Date;
}

/** Unused challenges an object may hold; issuing another drops the oldest (contract section 11). */
export const MAX_OUTSTANDING_CHALLENGES = 5;

/**
 * Records a challenge and makes sure the wallet flow's row exists, in one statement. Nothing is
 * issued when the wallet flow is already verified (returns false): the upsert locks the flow row
 * and reads its latest status, so an issue and a verify of one object run one after the other.
 * Then, unless it is the object's first, the oldest unused challenges beyond
 * MAX_OUTSTANDING_CHALLENGES are dropped (dropOldest).
 *
 * Two statements rather than one transaction of three (issue 27: the transaction's BEGIN, COMMIT
 * and Prisma's pipeline were a fifth of the challenge's cost). While issues of one object overlap,
 * it may hold one challenge more per overlapping issue, for the moment between the two statements;
 * once every issue has returned it holds at most MAX_OUTSTANDING_CHALLENGES (see dropOldest).
 */
export async function recordChallenge(subject: SdkSubject, challenge: IssuedChallenge): Promise<boolean> {
  // `first`: this statement created the flow's row (an upsert's inserted row has no xmax), so no
  // challenge of the object existed before it (each is issued with its flow's row, here) and there
  // is nothing to drop: the object's first challenge, the usual one, costs one statement. An issue
  // that overlaps it waits for the row's lock, finds the row, and trims after.
  const [issued] = await query<{ id: string; first: boolean }>(Prisma.sql`
    WITH flow AS (
      INSERT INTO sdk_flows (object_id, type, merchant_id, mode) VALUES (${subject.id}, 'wallet', ${subject.merchantId}, ${subject.mode}::"Mode")
      ON CONFLICT (object_id, type) DO UPDATE SET status = sdk_flows.status
      RETURNING status, xmax = 0 AS first)
    INSERT INTO wallet_challenges (id, object_id, nonce, address, chain_id, message, expires_at, created_at)
    SELECT ${newId("walletChallenge")}, ${subject.id}, ${challenge.nonce}, ${challenge.address}, ${challenge.chainId}, ${challenge.message},
           ${challenge.expiresAt}, ${challenge.createdAt}
      FROM flow WHERE NOT ${FlowLifecycle.sql.is("verified", "flow")}
    RETURNING id, (SELECT first FROM flow) AS first`);
  if (!issued) return false;
  if (!issued.first) await dropOldest(subject);
  return true;
}

/**
 * Deletes the object's unused challenges beyond the newest MAX_OUTSTANDING_CHALLENGES. Its own
 * statement, after the insert committed: of overlapping issues, the trim that starts last sees
 * every one of their challenges, so once all have returned exactly the newest remain (a trim that
 * saw fewer only deleted challenges older than those).
 */
async function dropOldest(subject: SdkSubject): Promise<void> {
  await query(Prisma.sql`
    DELETE FROM wallet_challenges
     WHERE id IN (SELECT id FROM wallet_challenges WHERE object_id = ${subject.id} AND used_at IS NULL
                   ORDER BY created_at DESC, id DESC OFFSET ${MAX_OUTSTANDING_CHALLENGES})`);
}

export interface ClaimedChallenge {
  address: string;
  chainId: number;
  message: string;
  expiresAt: Date;
}

/** The row claimChallengeStatement returns; chain_id is a BIGINT, which pg returns as a string (the SDK caps it at 2^53 - 1). */
export interface ClaimedChallengeRow extends Record<string, unknown> {
  address: string;
  chain_id: string;
  message: string;
  expires_at: Date;
}

/** Uses up an outstanding challenge of this object (single use, even under concurrent verifies): the statement, also run as a CTE of the flow's mark. */
export const claimChallengeStatement = (subject: SdkSubject, nonce: string) => Prisma.sql`
    UPDATE wallet_challenges SET used_at = now()
     WHERE nonce = ${nonce} AND object_id = ${subject.id} AND used_at IS NULL
    RETURNING address, chain_id, message, expires_at`;

export const claimedChallenge = (row: ClaimedChallengeRow): ClaimedChallenge => ({
  address: row.address,
  chainId: Number(row.chain_id),
  message: row.message,
  expiresAt: row.expires_at,
});

/** claimChallengeStatement on its own. */
export async function claimChallenge(subject: SdkSubject, nonce: string): Promise<ClaimedChallenge | null> {
  const [row] = await query<ClaimedChallengeRow>(claimChallengeStatement(subject, nonce));
  return row ? claimedChallenge(row) : null;
}
