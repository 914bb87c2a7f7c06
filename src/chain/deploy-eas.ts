import { easAbi, easBytecode, schemaRegistryAbi, schemaRegistryBytecode } from "./eas-abi.js";
import type { ChainClients } from "./chain-clients.js";

export interface EasDeployment {
  easAddress: `0x${string}`;
  registryAddress: `0x${string}`;
}

/**
 * Deploys EAS to a chain that lacks it (a local chain, a private network): SchemaRegistry, then
 * EAS(registry). Used by `npm run dev`, the tests and `npm run cli -- chain:deploy`. Public
 * chains already have EAS (docs/onchain.md lists the addresses).
 */
export async function deployEas({ walletClient, publicClient }: Pick<ChainClients, "walletClient" | "publicClient">): Promise<EasDeployment> {
  const registryHash = await walletClient.deployContract({ abi: schemaRegistryAbi, bytecode: schemaRegistryBytecode, args: [] });
  const registry = await publicClient.waitForTransactionReceipt({ hash: registryHash });
  if (registry.status !== "success" || !registry.contractAddress) throw new Error(`SchemaRegistry deployment failed (${registryHash})`);
  const easHash = await walletClient.deployContract({ abi: easAbi, bytecode: easBytecode, args: [registry.contractAddress] as never });
  const eas = await publicClient.waitForTransactionReceipt({ hash: easHash });
  if (eas.status !== "success" || !eas.contractAddress) throw new Error(`EAS deployment failed (${easHash})`);
  return { easAddress: eas.contractAddress, registryAddress: registry.contractAddress };
}
