import { logger } from "../../platform/logger.js";
import { chainSettings } from "../chain-settings.js";
import { prepareChain } from "../prepare-chain.js";

/**
 * Before taking chain jobs: the RPC must serve CHAIN_ID and the VIC schema must be registered
 * (registered here if missing). Without chain settings (development only) jobs fail, saying so.
 */
export async function prepareChainWorker(): Promise<void> {
  const settings = chainSettings();
  if (settings) await prepareChain(settings);
  else logger.warn("on-chain attestation is not configured (CHAIN_ settings): live VICs stay pending");
}
