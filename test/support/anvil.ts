import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { createPublicClient, createWalletClient, defineChain, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
// Nothing here may import src/platform/config.ts: test files start the chain inside vi.hoisted(), before
// the config is parsed with the chain's settings.
import { deployEas } from "../../src/chain/deploy-eas.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const ANVIL_BINARY = `${root}node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil`;
/**
 * Test files share one database, so each local chain gets its own chain id: attestation rows are
 * recorded for the configured chain, and no file's worker ever takes another file's rows.
 */
const randomChainId = () => 1_000_000 + Math.floor(Math.random() * 8_000_000);
/** anvil's pre-funded accounts #0 (deploys EAS) and #1 (the service's attester). */
export const ANVIL_KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
] as const;

export interface LocalChain {
  rpcUrl: string;
  port: number;
  chainId: number;
  easAddress: `0x${string}`;
  registryAddress: `0x${string}`;
  deployerKey: `0x${string}`;
  signerKey: `0x${string}`;
  /** The CHAIN_ and EAS_ settings of a service using this chain (optionally through another RPC URL). */
  env: (rpcUrl?: string) => Record<string, string>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForRpc(rpcUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`);
    try {
      const res = await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error("anvil did not answer eth_chainId");
}

/**
 * A real local chain for a test file: the anvil binary on a free port (automine), with
 * SchemaRegistry and EAS deployed by account #0. `stop` kills it.
 */
export async function startLocalChain(options: { blockTime?: number; chainId?: number } = {}): Promise<LocalChain> {
  const port = await freePort();
  const chainId = options.chainId ?? randomChainId();
  const args = ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId), "--silent"];
  if (options.blockTime) args.push("--block-time", String(options.blockTime));
  const child = spawn(ANVIL_BINARY, args, { stdio: "ignore" });
  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForRpc(rpcUrl, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const { easAddress, registryAddress } = await deployEas(localClients(rpcUrl, chainId, ANVIL_KEYS[0]));
  const chain: LocalChain = {
    rpcUrl,
    port,
    chainId,
    easAddress,
    registryAddress,
    deployerKey: ANVIL_KEYS[0],
    signerKey: ANVIL_KEYS[1],
    env: (url = rpcUrl) => ({
      CHAIN_RPC_URL: url,
      CHAIN_ID: String(chainId),
      CHAIN_SIGNER_PRIVATE_KEY: ANVIL_KEYS[1],
      EAS_CONTRACT_ADDRESS: easAddress,
      EAS_SCHEMA_REGISTRY_ADDRESS: registryAddress,
    }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await once(child, "exit");
      }
    },
  };
  return chain;
}

/** viem clients on a local chain for a test's own reads and out-of-band transactions. */
export function localClients(rpcUrl: string, chainId: number, key: `0x${string}` = ANVIL_KEYS[0]) {
  const transport = http(rpcUrl);
  const account = privateKeyToAccount(key);
  const chain = defineChain({ ...foundry, id: chainId });
  return {
    account,
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account }),
  };
}
