import { BaseError, ContractFunctionRevertedError, encodeFunctionData } from "viem";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { adoptChainRevocations } from "./adopt-chain-revocations.js";
import { AttestationLifecycle } from "./attestation-lifecycle.js";
import { easAbi } from "./eas-abi.js";
import type { ChainContext } from "./prepare-chain.js";
import { broadcast, followTx, shortError, signAndRecord } from "./send-chain-tx.js";
import { settleChainTx } from "./settle-chain-tx.js";
import { VIC_SCHEMA_UID } from "./vic-credential.js";

/**
 * Revokes one batch of confirmed attestations whose customer was suspended, with EAS
 * `multiRevoke`. Returns how many rows it moved (0: nothing to do).
 */
export async function revokeDue(ctx: ChainContext): Promise<number> {
  const { settings, clients } = ctx;
  const rows = await prisma.vicAttestation.findMany({
    where: { chainId: settings.chainId, ...AttestationLifecycle.is("confirmed"), revokeRequested: true, failures: { lt: config.CHAIN_MAX_FAILURES } },
    orderBy: { updatedAt: "asc" },
    take: config.CHAIN_BATCH_MAX,
    select: { id: true, attestationUid: true },
  });
  if (rows.length === 0) return 0;
  const args = [[{ schema: VIC_SCHEMA_UID, data: rows.map((r) => ({ uid: r.attestationUid as `0x${string}`, value: 0n })) }]] as const;
  let gas: bigint;
  try {
    gas = await clients.publicClient.estimateContractGas({ address: settings.easAddress, abi: easAbi, functionName: "multiRevoke", args, account: clients.account });
  } catch (error) {
    if (!(error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError))) throw error;
    // Revoked already, by a transaction this database does not know (restored from a backup)?
    const adopted = await adoptChainRevocations(ctx, rows);
    if (adopted > 0) return adopted;
    const reason = `EAS refused the revocation: ${shortError(error)}`;
    await prisma.vicAttestation.updateMany({ where: { id: { in: rows.map((r) => r.id) }, ...AttestationLifecycle.is("confirmed") }, data: { failures: { increment: 1 }, failureReason: reason } });
    logger.error({ rows: rows.length, reason }, "EAS refused a revocation batch");
    return rows.length;
  }
  const data = encodeFunctionData({ abi: easAbi, functionName: "multiRevoke", args });
  const recorded = await signAndRecord(clients, "revoke", { to: settings.easAddress, data, gas: (gas * 12n) / 10n + 20_000n }, async (tx, chainTxId) => {
    const moved = await AttestationLifecycle.transitionMany(tx, {
      where: { id: { in: rows.map((r) => r.id) }, revokeRequested: true, revokeTxId: null },
      from: "confirmed",
      to: "revoking",
      data: { revokeTxId: chainTxId },
    });
    return moved === rows.length;
  });
  if (!recorded) return 0;
  await broadcast(clients, recorded);
  await settleChainTx(ctx, recorded, await followTx(clients, recorded, { rebroadcast: false }));
  return rows.length;
}
