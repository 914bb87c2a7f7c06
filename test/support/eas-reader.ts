import { decodeAbiParameters, parseEventLogs } from "viem";
import { easAbi } from "../../src/chain/eas-abi.js";
import { vicHash } from "../../src/chain/vic-credential.js";
import { localClients, type LocalChain } from "./anvil.js";

export interface ChainAttestation {
  uid: `0x${string}`;
  vicHash: `0x${string}`;
  tier: string;
  recipient: string;
  attester: string;
  expirationTime: bigint;
  revoked: boolean;
  /** The transaction and block that emitted its `Attested` log. */
  txHash: `0x${string}`;
  blockNumber: bigint;
}

/** Every attestation EAS holds, read from the chain itself (its `Attested` logs, then each record). */
export async function readChainAttestations(chain: LocalChain): Promise<ChainAttestation[]> {
  const { publicClient } = localClients(chain.rpcUrl, chain.chainId);
  const easAddress = chain.easAddress;
  const logs = await publicClient.getLogs({ address: easAddress, fromBlock: 0n, toBlock: "latest" });
  const attested = parseEventLogs({ abi: easAbi, eventName: "Attested", logs });
  const readRecord = async (log: (typeof attested)[number]): Promise<ChainAttestation> => {
    const record = await publicClient.readContract({ address: easAddress, abi: easAbi, functionName: "getAttestation", args: [log.args.uid] });
    const [hash, tier] = decodeAbiParameters([{ type: "bytes32" }, { type: "string" }], record.data);
    return {
      uid: log.args.uid,
      vicHash: hash,
      tier,
      recipient: record.recipient.toLowerCase(),
      attester: record.attester.toLowerCase(),
      expirationTime: record.expirationTime,
      revoked: record.revocationTime > 0n,
      txHash: log.transactionHash,
      blockNumber: log.blockNumber,
    };
  };
  // A few hundred at a time: a long chaos soak leaves thousands on the chain.
  const read: ChainAttestation[] = [];
  for (let i = 0; i < attested.length; i += 200) read.push(...(await Promise.all(attested.slice(i, i + 200).map(readRecord))));
  return read;
}

/** How many `Attested` logs the chain holds for each VIC id asked about. */
export async function attestedCountByVic(chain: LocalChain, vicIds: string[]): Promise<Record<string, number>> {
  const all = await readChainAttestations(chain);
  return Object.fromEntries(vicIds.map((id) => [id, all.filter((a) => a.vicHash === vicHash(id)).length]));
}
