import { BaseError, ContractFunctionRevertedError, encodeFunctionData, getAddress, zeroHash } from "viem";
import { logger } from "../platform/logger.js";
import { chainClients, type ChainClients } from "./chain-clients.js";
import type { ChainSettings } from "./chain-settings.js";
import { easAbi, schemaRegistryAbi } from "./eas-abi.js";
import { followTx, signAndRecord } from "./send-chain-tx.js";
import { settleChainTx } from "./settle-chain-tx.js";
import { VIC_SCHEMA, VIC_SCHEMA_RESOLVER, VIC_SCHEMA_REVOCABLE, VIC_SCHEMA_UID } from "./vic-credential.js";

export interface ChainContext {
  settings: ChainSettings;
  clients: ChainClients;
}

const prepared = new Map<string, Promise<ChainContext>>();

/**
 * Once per process and settings: checks that the RPC serves CHAIN_ID and that EAS_CONTRACT_ADDRESS
 * is an EAS bound to EAS_SCHEMA_REGISTRY_ADDRESS, then registers the VIC schema if the registry
 * lacks it (its UID is deterministic, so every process and restart agrees on it). A failure is
 * not cached: the next call tries again.
 */
export function prepareChain(settings: ChainSettings): Promise<ChainContext> {
  const key = JSON.stringify(settings);
  let promise = prepared.get(key);
  if (!promise) {
    promise = prepare(settings);
    prepared.set(key, promise);
    promise.catch(() => prepared.delete(key));
  }
  return promise;
}

async function prepare(settings: ChainSettings): Promise<ChainContext> {
  const clients = chainClients(settings);
  const { publicClient } = clients;
  const rpcChainId = await publicClient.getChainId();
  if (rpcChainId !== settings.chainId)
    throw new Error(`CHAIN_ID is ${settings.chainId} but the RPC at CHAIN_RPC_URL serves chain ${rpcChainId}`);
  const code = await publicClient.getCode({ address: settings.easAddress });
  if (!code || code === "0x") throw new Error(`no contract at EAS_CONTRACT_ADDRESS ${settings.easAddress} on chain ${settings.chainId}`);
  const registry = await publicClient.readContract({ address: settings.easAddress, abi: easAbi, functionName: "getSchemaRegistry" });
  if (getAddress(registry) !== getAddress(settings.registryAddress))
    throw new Error(`EAS at ${settings.easAddress} uses schema registry ${registry}, not EAS_SCHEMA_REGISTRY_ADDRESS ${settings.registryAddress}`);
  await ensureVicSchema({ settings, clients });
  return { settings, clients };
}

async function schemaRegistered({ settings, clients }: ChainContext): Promise<boolean> {
  const record = await clients.publicClient.readContract({
    address: settings.registryAddress,
    abi: schemaRegistryAbi,
    functionName: "getSchema",
    args: [VIC_SCHEMA_UID],
  });
  return record.uid !== zeroHash;
}

async function ensureVicSchema(ctx: ChainContext): Promise<void> {
  if (await schemaRegistered(ctx)) return;
  const { clients, settings } = ctx;
  const args = [VIC_SCHEMA, VIC_SCHEMA_RESOLVER, VIC_SCHEMA_REVOCABLE] as const;
  let gas: bigint;
  try {
    gas = await clients.publicClient.estimateContractGas({
      address: settings.registryAddress,
      abi: schemaRegistryAbi,
      functionName: "register",
      args,
      account: clients.account,
    });
  } catch (error) {
    // Another process registered it since we looked.
    if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError) && (await schemaRegistered(ctx))) return;
    throw error;
  }
  const data = encodeFunctionData({ abi: schemaRegistryAbi, functionName: "register", args });
  const recorded = await signAndRecord(clients, "register-schema", { to: settings.registryAddress, data, gas: (gas * 12n) / 10n }, async () => true);
  if (!recorded) throw new Error("schema registration was not recorded");
  const outcome = await followTx(clients, recorded, { rebroadcast: true });
  await settleChainTx(ctx, recorded, outcome);
  if (!(await schemaRegistered(ctx))) throw new Error(`VIC schema registration did not take effect (tx ${recorded.txHash})`);
  logger.info({ schemaUid: VIC_SCHEMA_UID, txHash: recorded.txHash }, "registered the VIC schema with EAS");
}
