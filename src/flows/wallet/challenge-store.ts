import { prisma } from "../../db/client.js";
import { query } from "../../db/sql.js";
import { Prisma } from "../../generated/prisma/client.js";
import { newId } from "../../ids.js";
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
 * Records a challenge and makes sure the wallet flow's row exists. Nothing is issued when the
 * wallet flow is already verified (returns false). The flow row is locked first, so concurrent
 * issues for one object run one after the other and the object never holds more than
 * MAX_OUTSTANDING_CHALLENGES unused challenges: the oldest beyond that are deleted.
 */
export async function recordChallenge(subject: SdkSubject, challenge: IssuedChallenge): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const [flow] = await tx.$queryRaw<{ status: string }[]>`
      INSERT INTO sdk_flows (object_id, type, merchant_id, mode) VALUES (${subject.id}, 'wallet', ${subject.merchantId}, ${subject.mode}::"Mode")
      ON CONFLICT (object_id, type) DO UPDATE SET status = sdk_flows.status
      RETURNING status`;
    if (flow!.status === "verified") return false;
    await tx.$executeRaw`
      DELETE FROM wallet_challenges
       WHERE id IN (SELECT id FROM wallet_challenges WHERE object_id = ${subject.id} AND used_at IS NULL
                     ORDER BY created_at DESC, id DESC OFFSET ${MAX_OUTSTANDING_CHALLENGES - 1})`;
    await tx.$executeRaw`
      INSERT INTO wallet_challenges (id, object_id, nonce, address, chain_id, message, expires_at, created_at)
      VALUES (${newId("walletChallenge")}, ${subject.id}, ${challenge.nonce}, ${challenge.address}, ${challenge.chainId}, ${challenge.message},
              ${challenge.expiresAt}, ${challenge.createdAt})`;
    return true;
  });
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
