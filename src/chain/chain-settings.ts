import { UnrecoverableError } from "bullmq";
import { config, type Config } from "../platform/config.js";

export interface ChainSettings {
  rpcUrl: string;
  chainId: number;
  signerPrivateKey: `0x${string}`;
  easAddress: `0x${string}`;
  registryAddress: `0x${string}`;
}

/** The chain settings, or null when on-chain attestation is not configured (never in production: config refuses it). */
export function chainSettings(env: Config = config): ChainSettings | null {
  const { CHAIN_RPC_URL, CHAIN_ID, CHAIN_SIGNER_PRIVATE_KEY, EAS_CONTRACT_ADDRESS, EAS_SCHEMA_REGISTRY_ADDRESS } = env;
  if (!CHAIN_RPC_URL || !CHAIN_ID || !CHAIN_SIGNER_PRIVATE_KEY || !EAS_CONTRACT_ADDRESS || !EAS_SCHEMA_REGISTRY_ADDRESS) return null;
  return {
    rpcUrl: CHAIN_RPC_URL,
    chainId: CHAIN_ID,
    signerPrivateKey: CHAIN_SIGNER_PRIVATE_KEY,
    easAddress: EAS_CONTRACT_ADDRESS,
    registryAddress: EAS_SCHEMA_REGISTRY_ADDRESS,
  };
}

/** For chain jobs: the settings, or a job failure that says what is missing (retrying cannot help). */
export function requireChainSettings(): ChainSettings {
  const settings = chainSettings();
  if (!settings)
    throw new UnrecoverableError("on-chain attestation is not configured: set CHAIN_RPC_URL, CHAIN_ID, CHAIN_SIGNER_PRIVATE_KEY, EAS_CONTRACT_ADDRESS, EAS_SCHEMA_REGISTRY_ADDRESS");
  return settings;
}
