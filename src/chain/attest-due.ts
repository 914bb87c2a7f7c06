import { BaseError, ContractFunctionRevertedError, encodeFunctionData, zeroAddress, zeroHash } from "viem";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { countChainAttestations } from "../platform/metrics/metrics.js";
import { adoptUnrecordedAttestations } from "./adopt-unrecorded-attestations.js";
import { AttestationLifecycle } from "./attestation-lifecycle.js";
import { easAbi } from "./eas-abi.js";
import type { ChainContext } from "./prepare-chain.js";
import { broadcast, followTx, shortError, signAndRecord, type ChainCall } from "./send-chain-tx.js";
import { settleChainTx } from "./settle-chain-tx.js";
import { encodeVicData, VIC_SCHEMA_UID } from "./vic-credential.js";

/** How close to its expiry a VIC may still be attested (EAS refuses an expiration in the past). */
const EXPIRY_MARGIN_MS = 60_000;

interface DueAttestation {
  id: string;
  vicId: string;
  customerAddress: string | null;
  tier: string;
  expiresAt: Date;
}

/**
 * Attests one batch of pending VIC attestations with EAS `multiAttest`: up to CHAIN_BATCH_MAX
 * rows that never failed, or a single row that did (so one bad row cannot keep failing a batch).
 * Returns how many rows it moved (0: nothing to do).
 */
export async function attestDue(ctx: ChainContext): Promise<number> {
  const { settings, clients } = ctx;
  // A revoke requested before the VIC was ever sent needs no chain transaction.
  const canceled = await AttestationLifecycle.transitionMany(prisma, {
    where: { chainId: settings.chainId, revokeRequested: true },
    from: "pending",
    to: "revoked",
    data: { revokedAt: new Date() },
  });
  const expired = await failExpired(settings.chainId);
  const due = await dueRows(settings.chainId);
  if (due.length === 0) return canceled + expired;
  // A restored database may not know attestations its signer already made: never make them twice.
  const adopted = await adoptUnrecordedAttestations(ctx, due);
  const rows = due.filter((row) => !adopted.has(row.id));
  if (rows.length === 0) return canceled + expired + adopted.size;

  const args = [
    [
      {
        schema: VIC_SCHEMA_UID,
        data: rows.map((row) => ({
          recipient: (row.customerAddress ?? zeroAddress) as `0x${string}`,
          expirationTime: BigInt(Math.floor(row.expiresAt.getTime() / 1000)),
          revocable: true,
          refUID: zeroHash,
          data: encodeVicData(row.vicId, row.tier),
          value: 0n,
        })),
      },
    ],
  ] as const;
  let gas: bigint;
  try {
    gas = await clients.publicClient.estimateContractGas({ address: settings.easAddress, abi: easAbi, functionName: "multiAttest", args, account: clients.account });
  } catch (error) {
    if (!(error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError))) throw error;
    // EAS refuses this batch as it is: count a failure on each row; failed rows go alone next time.
    return countRefusal(rows, `EAS refused the attestation: ${shortError(error)}`);
  }
  const call: ChainCall = { to: settings.easAddress, data: encodeFunctionData({ abi: easAbi, functionName: "multiAttest", args }), gas: (gas * 12n) / 10n + 20_000n };
  const recorded = await signAndRecord(clients, "attest", call, async (tx, chainTxId) => {
    // pending -> submitted (attestation-lifecycle.ts) for the whole batch in one guarded statement,
    // numbering each row's place in the batch: EAS emits the UIDs in that order.
    const submit = AttestationLifecycle.sql.move("pending", "submitted", "a");
    const claimed = await tx.$executeRaw`
      UPDATE vic_attestations AS a
         SET ${submit.set}, attest_tx_id = ${chainTxId}, batch_index = x.idx - 1, updated_at = now()
        FROM unnest(${rows.map((r) => r.id)}::text[]) WITH ORDINALITY AS x(id, idx)
       WHERE a.id = x.id AND ${submit.guard} AND a.attest_tx_id IS NULL AND NOT a.revoke_requested`;
    return claimed === rows.length;
  });
  if (!recorded) return adopted.size; // another process took some of these rows first
  await broadcast(clients, recorded);
  await settleChainTx(ctx, recorded, await followTx(clients, recorded, { rebroadcast: false }));
  return rows.length + adopted.size;
}

async function dueRows(chainId: number): Promise<DueAttestation[]> {
  const select = (failed: boolean, limit: number) => prisma.$queryRaw<DueAttestation[]>`
    SELECT a.id, a.vic_id AS "vicId", a.customer_address AS "customerAddress", v.tier, v.expires_at AS "expiresAt"
      FROM vic_attestations a JOIN vics v ON v.id = a.vic_id
     WHERE ${AttestationLifecycle.sql.is("pending", "a")} AND a.chain_id = ${chainId} AND NOT a.revoke_requested
       AND (a.failures > 0) = ${failed}
     ORDER BY a.created_at
     LIMIT ${limit}`;
  const fresh = await select(false, config.CHAIN_BATCH_MAX);
  return fresh.length > 0 ? fresh : select(true, 1);
}

async function failExpired(chainId: number): Promise<number> {
  const fail = AttestationLifecycle.sql.move("pending", "failed", "a");
  const failed = await prisma.$executeRaw`
    UPDATE vic_attestations AS a SET ${fail.set}, failure_reason = 'the VIC expired before it was attested', updated_at = now()
      FROM vics v
     WHERE v.id = a.vic_id AND ${fail.guard} AND a.chain_id = ${chainId}
       AND v.expires_at < ${new Date(Date.now() + EXPIRY_MARGIN_MS)}`;
  if (failed > 0) logger.error({ failed }, "VIC attestations failed: the VICs expired before they could be attested");
  countChainAttestations("failed", failed);
  return failed;
}

async function countRefusal(rows: DueAttestation[], reason: string): Promise<number> {
  const ids = rows.map((r) => r.id);
  const failed = await AttestationLifecycle.transitionMany(prisma, {
    where: { id: { in: ids }, failures: { gte: config.CHAIN_MAX_FAILURES - 1 } },
    from: "pending",
    to: "failed",
    data: { failures: { increment: 1 }, failureReason: reason },
  });
  if (failed > 0) logger.error({ failed, reason }, "VIC attestations failed for good");
  countChainAttestations("failed", failed);
  const counted = await prisma.vicAttestation.updateMany({
    where: { id: { in: ids }, ...AttestationLifecycle.is("pending") },
    data: { failures: { increment: 1 }, failureReason: reason },
  });
  logger.warn({ rows: ids.length, reason }, "EAS refused an attestation batch; its rows are retried one by one");
  return failed + counted.count;
}
