import { setTimeout as sleep } from "node:timers/promises";
import { keccak256, type Hex, type TransactionReceipt } from "viem";
import { config } from "../platform/config.js";
import { prisma, type Tx } from "../platform/db/client.js";
import { newId } from "../platform/ids.js";
import { logger } from "../platform/logger.js";
import type { ChainClients } from "./chain-clients.js";
import { ChainTxLifecycle, IN_FLIGHT_TX_STATUSES, type ChainTxKind } from "./chain-tx-lifecycle.js";

export interface ChainCall {
  to: `0x${string}`;
  data: Hex;
  gas: bigint;
}

export interface RecordedTx {
  id: string;
  kind: string;
  nonce: number;
  rawTx: string;
  txHash: string;
  status: string;
}

export type TxOutcome = { kind: "mined"; receipt: TransactionReceipt } | { kind: "dropped" } | { kind: "pending" };

/** Thrown by a `claim` that found its work already taken: the transaction is not recorded. */
class ClaimLost extends Error {}

/**
 * Signs `call` with the signer's next nonce and records it (status `signed`), in one database
 * transaction that also lets `claim` assign work to it. Nothing is broadcast here: the caller
 * broadcasts the recorded bytes, so whatever happens next, a retry finds this transaction.
 *
 * Nonces: the transaction holds a Postgres advisory lock per signer, so two processes never
 * allocate at once; the nonce is the larger of the chain's `pending` count (recovers after a
 * crash, skips transactions sent by anyone else) and one past the newest in-flight transaction
 * recorded here. Returns null when `claim` says the work was taken meanwhile.
 */
export async function signAndRecord(
  clients: ChainClients,
  kind: ChainTxKind,
  call: ChainCall,
  claim: (tx: Tx, chainTxId: string) => Promise<boolean>,
): Promise<RecordedTx | null> {
  const { publicClient, account, chain } = clients;
  const fees = await publicClient.estimateFeesPerGas();
  try {
    return await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`chain-signer:${chain.id}:${account.address.toLowerCase()}`}, 0))`;
      const newest = await tx.chainTransaction.findFirst({
        where: { chainId: chain.id, signer: account.address.toLowerCase(), ...ChainTxLifecycle.is(IN_FLIGHT_TX_STATUSES) },
        orderBy: { nonce: "desc" },
        select: { nonce: true },
      });
      const chainNonce = await publicClient.getTransactionCount({ address: account.address, blockTag: "pending" });
      const nonce = Math.max(chainNonce, newest ? newest.nonce + 1 : 0);
      const rawTx = await account.signTransaction!({
        type: "eip1559",
        chainId: chain.id,
        to: call.to,
        data: call.data,
        gas: call.gas,
        nonce,
        value: 0n,
        // Headroom over the current fees, so a rising base fee does not strand the exact bytes we
        // must keep rebroadcasting.
        maxFeePerGas: fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      });
      const record = {
        id: newId("chainTx"),
        chainId: chain.id,
        signer: account.address.toLowerCase(),
        nonce,
        kind,
        status: ChainTxLifecycle.initial,
        rawTx,
        txHash: keccak256(rawTx),
      };
      await tx.chainTransaction.create({ data: record });
      if (!(await claim(tx, record.id))) throw new ClaimLost();
      return record;
    });
  } catch (error) {
    if (error instanceof ClaimLost) return null;
    throw error;
  }
}

/** Sends the recorded bytes (again). Errors are only logged: the chain's state decides what happened. */
export async function broadcast(clients: ChainClients, tx: RecordedTx): Promise<void> {
  try {
    await clients.publicClient.sendRawTransaction({ serializedTransaction: tx.rawTx as Hex });
  } catch (error) {
    logger.warn({ chainTx: tx.id, txHash: tx.txHash, nonce: tx.nonce, err: shortError(error) }, "broadcast refused or failed; checking the chain");
    return;
  }
  await ChainTxLifecycle.transition(prisma, { id: tx.id, from: ["signed"], to: "broadcast", data: { broadcastAt: new Date() } });
}

/**
 * What the chain says about a recorded transaction, looked up in an order that cannot lie: first
 * the signer's nonce count at the last final block, then our receipt. If the nonce was spent and
 * there is no receipt of ours, another transaction took that nonce and ours can never be mined.
 */
export async function inspect(clients: ChainClients, tx: RecordedTx): Promise<TxOutcome> {
  const { publicClient, account } = clients;
  const head = await publicClient.getBlockNumber({ cacheTime: 0 });
  const finalBlock = head - BigInt(config.CHAIN_CONFIRMATIONS - 1);
  const spent = await publicClient.getTransactionCount({ address: account.address, blockNumber: finalBlock });
  const receipt = await receiptOrNull(clients, tx.txHash as Hex);
  if (receipt) return receipt.blockNumber <= finalBlock ? { kind: "mined", receipt } : { kind: "pending" };
  if (spent <= tx.nonce) return { kind: "pending" };
  // A node may serve a block's state a moment before that block's receipts (anvil answers the
  // latest block's nonce from the block it is still mining; load-balanced RPC backends lag one
  // another), so a spent nonce without our receipt is only proof once the receipt is still
  // missing a poll interval later. Taking our own mined transaction for dropped would attest twice.
  await sleep(config.CHAIN_POLL_INTERVAL_MS);
  const late = await receiptOrNull(clients, tx.txHash as Hex);
  if (late) return late.blockNumber <= finalBlock ? { kind: "mined", receipt: late } : { kind: "pending" };
  return { kind: "dropped" };
}

/**
 * Follows a recorded transaction until it is mined or dropped, or `timeoutMs` passes. With
 * `rebroadcast`, an unmined transaction's exact bytes are sent again first (never new ones).
 */
export async function followTx(clients: ChainClients, tx: RecordedTx, options: { rebroadcast: boolean; timeoutMs?: number }): Promise<TxOutcome> {
  const deadline = Date.now() + (options.timeoutMs ?? config.CHAIN_RECEIPT_TIMEOUT_MS);
  let rebroadcast = options.rebroadcast;
  for (;;) {
    const outcome = await inspect(clients, tx);
    if (outcome.kind !== "pending") return outcome;
    if (rebroadcast) {
      rebroadcast = false;
      await broadcast(clients, tx);
      continue;
    }
    if (Date.now() >= deadline) return outcome;
    await sleep(config.CHAIN_POLL_INTERVAL_MS);
  }
}

async function receiptOrNull(clients: ChainClients, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await clients.publicClient.getTransactionReceipt({ hash });
  } catch (error) {
    if ((error as Error).name === "TransactionReceiptNotFoundError") return null;
    throw error;
  }
}

export function shortError(error: unknown): string {
  const e = error as { shortMessage?: string; message?: string };
  return (e.shortMessage ?? e.message ?? String(error)).slice(0, 500);
}
