import { createPublicClient, createWalletClient, defineChain, http, type Account, type Chain, type PublicClient, type WalletClient, type Transport } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { config } from "../platform/config.js";
import type { ChainSettings } from "./chain-settings.js";

export interface ChainClients {
  chain: Chain;
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, Account>;
  account: Account;
}

/**
 * viem clients for one chain and signer. Reads retry twice inside viem; writes are never retried
 * by the transport (a broadcast is recorded, then re-checked by the caller: see send-chain-tx.ts).
 */
export function createChainClients(settings: ChainSettings, options: { timeoutMs?: number } = {}): ChainClients {
  const chain = defineChain({
    id: settings.chainId,
    name: `chain-${settings.chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
  });
  const transport = http(settings.rpcUrl, { timeout: options.timeoutMs ?? config.CHAIN_RPC_TIMEOUT_MS, retryCount: 2, retryDelay: 100 });
  const account = privateKeyToAccount(settings.signerPrivateKey);
  return {
    chain,
    account,
    publicClient: createPublicClient({ chain, transport, pollingInterval: config.CHAIN_POLL_INTERVAL_MS }),
    walletClient: createWalletClient({ chain, transport, account }),
  };
}

const cache = new Map<string, ChainClients>();

/** One set of clients per process and settings. */
export function chainClients(settings: ChainSettings): ChainClients {
  const key = `${settings.rpcUrl}|${settings.chainId}|${settings.signerPrivateKey}`;
  let clients = cache.get(key);
  if (!clients) {
    clients = createChainClients(settings);
    cache.set(key, clients);
  }
  return clients;
}
