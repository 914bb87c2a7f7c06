import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { AttestationLifecycle } from "./attestation-lifecycle.js";
import { easAbi } from "./eas-abi.js";
import type { ChainContext } from "./prepare-chain.js";

/**
 * After EAS refused a revocation batch: rows whose attestation the chain already shows revoked by
 * our attester are recorded as revoked (`confirmed -> revoked`, guarded, so once), the time being
 * the chain's `revocationTime`. It happens when the database was restored from a backup taken
 * before the revocation was mined: the restored row asks again, and EAS answers AlreadyRevoked for
 * the whole batch. The transaction that revoked is not recorded here (`revoke_tx_hash` stays
 * null). Costs one `getAttestation` read per row of a refused batch, nothing otherwise. Returns
 * how many rows it recorded; the rest of the batch is sent again without them.
 */
export async function adoptChainRevocations(ctx: ChainContext, rows: { id: string; attestationUid: string | null }[]): Promise<number> {
  const { settings, clients } = ctx;
  const ours = clients.account.address.toLowerCase();
  let adopted = 0;
  for (const row of rows) {
    if (!row.attestationUid) continue;
    const record = await clients.publicClient.readContract({ address: settings.easAddress, abi: easAbi, functionName: "getAttestation", args: [row.attestationUid as `0x${string}`] });
    if (record.revocationTime === 0n || record.attester.toLowerCase() !== ours) continue;
    const moved = await AttestationLifecycle.transition(prisma, {
      id: row.id,
      from: "confirmed",
      to: "revoked",
      data: { revokedAt: new Date(Number(record.revocationTime) * 1000), failureReason: null },
    });
    if (moved) adopted++;
  }
  if (adopted > 0) logger.warn({ adopted }, "VIC attestations found revoked on chain but not recorded here (a restored database?): recorded as revoked, not revoked again");
  return adopted;
}
