import { query } from "../../db/sql.js";
import { Prisma } from "../../generated/prisma/client.js";
import { newId } from "../../ids.js";
import type { SdkSubject } from "../../sdk/subject.js";

export interface IssuedChallenge {
  nonce: string;
  address: string;
  chainId: number;
  message: string;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * Records a challenge and makes sure the wallet flow's row exists, in one statement. Nothing is
 * issued when the wallet flow is already verified (returns false).
 */
export async function recordChallenge(subject: SdkSubject, challenge: IssuedChallenge): Promise<boolean> {
  const [row] = await query<{ issued: number }>(Prisma.sql`
    WITH flow AS (
      INSERT INTO sdk_flows (object_id, type, merchant_id, mode) VALUES (${subject.id}, 'wallet', ${subject.merchantId}, ${subject.mode}::"Mode")
      ON CONFLICT (object_id, type) DO NOTHING),
    issued AS (
      INSERT INTO wallet_challenges (id, object_id, nonce, address, chain_id, message, expires_at, created_at)
      SELECT ${newId("walletChallenge")}, ${subject.id}, ${challenge.nonce}, ${challenge.address}, ${challenge.chainId}, ${challenge.message},
             ${challenge.expiresAt}, ${challenge.createdAt}
       WHERE NOT EXISTS (SELECT 1 FROM sdk_flows WHERE object_id = ${subject.id} AND type = 'wallet' AND status = 'verified')
      RETURNING id)
    SELECT count(*)::int AS issued FROM issued`);
  return row!.issued === 1;
}

/** Uses up an outstanding challenge of this object (single use, even under concurrent verifies). */
export async function claimChallenge(subject: SdkSubject, nonce: string): Promise<{ address: string; chainId: number; message: string; expiresAt: Date } | null> {
  // chain_id is a BIGINT, which pg returns as a string; the SDK caps it at 2^53 - 1.
  const [row] = await query<{ address: string; chain_id: string; message: string; expires_at: Date }>(Prisma.sql`
    UPDATE wallet_challenges SET used_at = now()
     WHERE nonce = ${nonce} AND object_id = ${subject.id} AND used_at IS NULL
    RETURNING address, chain_id, message, expires_at`);
  return row ? { address: row.address, chainId: Number(row.chain_id), message: row.message, expiresAt: row.expires_at } : null;
}
