import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";

/**
 * The lifecycle of a signed chain transaction (`chain_transactions`). It is recorded `signed`
 * BEFORE it is broadcast, so a process that dies at any later point leaves its exact bytes
 * behind for the next one to rebroadcast or look up:
 *
 *   signed ──sent──▶ broadcast ──mined──▶ confirmed | reverted
 *      └───────────────┴──── its nonce used by another transaction, no receipt of ours ──▶ dropped
 *
 * `dropped` is final and safe to act on: a signer's nonce is spent by exactly one transaction.
 */
export const CHAIN_TX_STATUSES = ["signed", "broadcast", "confirmed", "reverted", "dropped"] as const;
export type ChainTxStatus = (typeof CHAIN_TX_STATUSES)[number];
export const IN_FLIGHT_TX_STATUSES: readonly ChainTxStatus[] = ["signed", "broadcast"];

export const CHAIN_TX_KINDS = ["attest", "revoke", "register-schema"] as const;
export type ChainTxKind = (typeof CHAIN_TX_KINDS)[number];

const TRANSITIONS: Record<ChainTxStatus, readonly ChainTxStatus[]> = {
  signed: ["broadcast", "confirmed", "reverted", "dropped"],
  broadcast: ["confirmed", "reverted", "dropped"],
  confirmed: [],
  reverted: [],
  dropped: [],
};

/** Guarded update of one transaction from any of `from` to `to`; true when it moved. */
export async function transitionChainTx(
  db: Db,
  input: { id: string; from: readonly ChainTxStatus[]; to: ChainTxStatus; data?: Prisma.ChainTransactionUpdateManyMutationInput },
): Promise<boolean> {
  for (const from of input.from)
    if (!TRANSITIONS[from].includes(input.to)) throw new Error(`chain transaction cannot go from ${from} to ${input.to}`);
  const { count } = await db.chainTransaction.updateMany({
    where: { id: input.id, status: { in: [...input.from] } },
    data: { ...input.data, status: input.to },
  });
  return count === 1;
}
