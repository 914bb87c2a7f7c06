import { decodeAbiParameters, type Hex } from "viem";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { countChainAttestations } from "../platform/metrics/metrics.js";
import { AttestationLifecycle } from "./attestation-lifecycle.js";
import { easAbi } from "./eas-abi.js";
import type { ChainContext } from "./prepare-chain.js";
import { vicHash, VIC_SCHEMA_UID } from "./vic-credential.js";

/** Blocks per log query: RPC providers cap the range of one `eth_getLogs`. */
const LOG_RANGE = 5_000n;

/** Thrown while transactions the database does not know about are not final yet: the job retries. */
export class UnrecordedTxNotFinal extends Error {}

/**
 * Before attesting `rows`, makes sure the chain does not already hold their attestations. It can:
 * a database restored from a backup does not know the transactions its signer sent after the
 * backup point, so their VICs read `pending` again while the chain holds an attestation of each.
 *
 * Cheap unless that happened: the signer's nonce count is compared with the newest transaction
 * recorded here. Only when the chain has spent nonces no recorded transaction accounts for are
 * the chain's own records read (EAS `Attested` logs of our attester and the VIC schema since the
 * newest block a recorded transaction was mined in), and every row whose VIC already holds a
 * valid attestation of ours that no row records is confirmed with it (`pending -> confirmed`).
 * Returns the ids of the rows so confirmed.
 */
export async function adoptUnrecordedAttestations(ctx: ChainContext, rows: { id: string; vicId: string }[]): Promise<Set<string>> {
  const { settings, clients } = ctx;
  const signer = clients.account.address.toLowerCase();
  const newest = await prisma.chainTransaction.findFirst({ where: { chainId: settings.chainId, signer }, orderBy: { nonce: "desc" }, select: { nonce: true } });
  const sent = await clients.publicClient.getTransactionCount({ address: clients.account.address, blockTag: "pending" });
  if (sent <= (newest ? newest.nonce + 1 : 0)) return new Set();

  const head = await clients.publicClient.getBlockNumber({ cacheTime: 0 });
  const finalBlock = head - BigInt(config.CHAIN_CONFIRMATIONS - 1);
  const final = await clients.publicClient.getTransactionCount({ address: clients.account.address, blockNumber: finalBlock });
  if (final < sent) throw new UnrecordedTxNotFinal(`the signer has ${sent - final} transaction(s) not recorded here and not final yet; attesting waits for them`);

  const known = await prisma.chainTransaction.aggregate({ where: { chainId: settings.chainId, signer, blockNumber: { not: null } }, _max: { blockNumber: true } });
  const found = new Map<Hex, { uid: Hex; txHash: Hex; blockNumber: bigint }>();
  for (let from = known._max.blockNumber ?? 0n; from <= finalBlock; from += LOG_RANGE) {
    const to = from + LOG_RANGE - 1n < finalBlock ? from + LOG_RANGE - 1n : finalBlock;
    const logs = await clients.publicClient.getContractEvents({
      address: settings.easAddress,
      abi: easAbi,
      eventName: "Attested",
      args: { attester: clients.account.address, schemaUID: VIC_SCHEMA_UID },
      fromBlock: from,
      toBlock: to,
    });
    for (const log of logs) {
      const record = await clients.publicClient.readContract({ address: settings.easAddress, abi: easAbi, functionName: "getAttestation", args: [log.args.uid!] });
      if (record.revocationTime > 0n) continue;
      const [hash] = decodeAbiParameters([{ type: "bytes32" }, { type: "string" }], record.data);
      found.set(hash, { uid: log.args.uid!, txHash: log.transactionHash, blockNumber: log.blockNumber });
    }
  }
  if (found.size === 0) return new Set();
  const recorded = new Set(
    (await prisma.vicAttestation.findMany({ where: { attestationUid: { in: [...found.values()].map((f) => f.uid) } }, select: { attestationUid: true } })).map((r) => r.attestationUid),
  );

  const adopted = new Set<string>();
  for (const row of rows) {
    const onChain = found.get(vicHash(row.vicId));
    if (!onChain || recorded.has(onChain.uid)) continue;
    const moved = await AttestationLifecycle.transition(prisma, {
      id: row.id,
      from: "pending",
      to: "confirmed",
      data: { attestationUid: onChain.uid, txHash: onChain.txHash, blockNumber: onChain.blockNumber, confirmedAt: new Date(), failureReason: null },
    });
    if (moved) adopted.add(row.id);
  }
  if (adopted.size > 0) {
    logger.warn({ adopted: adopted.size }, "VIC attestations found on chain but not recorded here (a restored database?): confirmed with the chain's, not attested again");
    countChainAttestations("confirmed", adopted.size);
  }
  return adopted;
}
