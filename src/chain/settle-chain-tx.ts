import { parseEventLogs } from "viem";
import { config } from "../platform/config.js";
import { prisma, type Tx } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { countChainAttestations, countChainTransaction } from "../platform/metrics/metrics.js";
import { AttestationLifecycle } from "./attestation-lifecycle.js";
import { ChainTxLifecycle } from "./chain-tx-lifecycle.js";
import { easAbi } from "./eas-abi.js";
import type { ChainContext } from "./prepare-chain.js";
import type { RecordedTx, TxOutcome } from "./send-chain-tx.js";

/** A recorded transaction that is neither mined nor provably dropped yet; the job retries later. */
export class ChainTxStillPending extends Error {
  constructor(tx: RecordedTx) {
    super(`chain transaction ${tx.txHash} (nonce ${tx.nonce}) is not mined yet; it is checked again on retry`);
  }
}

/**
 * Records what the chain decided about a transaction, and moves the work it carried, in one
 * database transaction gated by the transaction's own guarded update (so two processes settling
 * the same transaction cannot both apply it):
 * - mined and successful: attestations `submitted` -> `confirmed` with the UID that EAS emitted
 *   for their position in the batch; revocations `revoking` -> `revoked`;
 * - mined but reverted: the work goes back, counting a failure (too many: `failed`);
 * - dropped (its nonce went to another transaction): the work goes back as it was.
 */
export async function settleChainTx(ctx: ChainContext, tx: RecordedTx, outcome: TxOutcome): Promise<void> {
  if (outcome.kind === "pending") throw new ChainTxStillPending(tx);
  const settled = await prisma.$transaction(async (db): Promise<Settled | null> => {
    if (outcome.kind === "dropped") {
      if (!(await ChainTxLifecycle.transition(db, { id: tx.id, from: ["signed", "broadcast"], to: "dropped", data: { settledAt: new Date() } }))) return null;
      logger.warn({ chainTx: tx.id, txHash: tx.txHash, nonce: tx.nonce }, "chain transaction dropped: its nonce was used by another transaction; its work is retried");
      return { outcome: "dropped", attestations: await releaseWork(db, tx, null) };
    }
    const { receipt } = outcome;
    if (receipt.status === "reverted") {
      if (!(await ChainTxLifecycle.transition(db, { id: tx.id, from: ["signed", "broadcast"], to: "reverted", data: { settledAt: new Date(), blockNumber: receipt.blockNumber, error: "reverted" } }))) return null;
      logger.error({ chainTx: tx.id, txHash: tx.txHash, kind: tx.kind }, "chain transaction reverted");
      return { outcome: "reverted", attestations: await releaseWork(db, tx, `transaction ${tx.txHash} reverted`) };
    }
    if (!(await ChainTxLifecycle.transition(db, { id: tx.id, from: ["signed", "broadcast"], to: "confirmed", data: { settledAt: new Date(), blockNumber: receipt.blockNumber } }))) return null;
    if (tx.kind === "attest") return { outcome: "confirmed", attestations: { confirmed: await confirmAttestations(db, ctx, tx, outcome.receipt) } };
    if (tx.kind === "revoke") await confirmRevocations(db, tx);
    return { outcome: "confirmed", attestations: {} };
  });
  // Counted once committed, so a rolled-back settlement counts nothing.
  if (!settled) return;
  countChainTransaction(tx.kind === "attest" || tx.kind === "revoke" ? tx.kind : "other", settled.outcome);
  for (const [outcome, count] of Object.entries(settled.attestations)) countChainAttestations(outcome as keyof AttestationCounts, count);
}

type AttestationCounts = Partial<Record<"confirmed" | "retried" | "failed", number>>;
interface Settled {
  outcome: "confirmed" | "reverted" | "dropped";
  attestations: AttestationCounts;
}

async function confirmAttestations(db: Tx, ctx: ChainContext, tx: RecordedTx, receipt: Extract<TxOutcome, { kind: "mined" }>["receipt"]) {
  const easAddress = ctx.settings.easAddress.toLowerCase();
  const uids = parseEventLogs({ abi: easAbi, eventName: "Attested", logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === easAddress)
    .map((log) => log.args.uid);
  const rows = await db.vicAttestation.findMany({ where: { attestTxId: tx.id, ...AttestationLifecycle.is("submitted") }, orderBy: { batchIndex: "asc" } });
  if (rows.length !== uids.length) throw new Error(`transaction ${tx.txHash} emitted ${uids.length} attestations for ${rows.length} VICs`);
  const now = new Date();
  // One statement for the whole batch; each row is still guarded by its own status.
  const confirm = AttestationLifecycle.sql.move("submitted", "confirmed", "a");
  return db.$executeRaw`
    UPDATE vic_attestations AS a
       SET ${confirm.set}, attestation_uid = x.uid, tx_hash = ${tx.txHash}, block_number = ${receipt.blockNumber},
           confirmed_at = ${now}, failure_reason = NULL, updated_at = ${now}
      FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => uids[r.batchIndex!]!)}::text[]) AS x(id, uid)
     WHERE a.id = x.id AND ${confirm.guard} AND a.attest_tx_id = ${tx.id}`;
}

async function confirmRevocations(db: Tx, tx: RecordedTx) {
  await AttestationLifecycle.transitionMany(db, {
    where: { revokeTxId: tx.id },
    from: "revoking",
    to: "revoked",
    data: { revokedAt: new Date(), revokeTxHash: tx.txHash, failureReason: null },
  });
}

/** Gives a transaction's work back; `failure` (a revert) counts against each item. Returns the attestations moved. */
async function releaseWork(db: Tx, tx: RecordedTx, failure: string | null): Promise<AttestationCounts> {
  let failed = 0;
  let retried = 0;
  if (tx.kind === "attest") {
    const counted = failure ? { failures: { increment: 1 }, failureReason: failure } : {};
    if (failure) {
      failed = await AttestationLifecycle.transitionMany(db, {
        where: { attestTxId: tx.id, failures: { gte: config.CHAIN_MAX_FAILURES - 1 } },
        from: "submitted",
        to: "failed",
        data: { ...counted, attestTxId: null, batchIndex: null },
      });
      if (failed > 0) logger.error({ chainTx: tx.id, failed, reason: failure }, "VIC attestations failed for good after repeated reverts");
    }
    retried = await AttestationLifecycle.transitionMany(db, { where: { attestTxId: tx.id }, from: "submitted", to: "pending", data: { ...counted, attestTxId: null, batchIndex: null } });
  }
  if (tx.kind === "revoke") {
    await AttestationLifecycle.transitionMany(db, {
      where: { revokeTxId: tx.id },
      from: "revoking",
      to: "confirmed",
      data: { revokeTxId: null, ...(failure ? { failures: { increment: 1 }, failureReason: failure } : {}) },
    });
  }
  return { failed, retried };
}
