/**
 * The embedded chain of `npm run dev`: anvil from the `@foundry-rs/anvil` npm package (a dev
 * dependency; production never runs it), its state kept in .dev/anvil-state.json across restarts,
 * with SchemaRegistry + EAS deployed by anvil's account #0 on first start. The service attests with
 * account #1. Nothing here imports src/platform/config.ts: dev.ts sets the CHAIN_ settings from the result.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createPublicClient, createWalletClient, defineChain, getContractAddress, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { deployEas } from "../src/chain/deploy-eas.js";

export const DEV_CHAIN_ID = 31337;
// anvil's well-known pre-funded development keys (public; never use them on a real chain).
const DEPLOYER_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
export const DEV_SIGNER_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

export interface DevChain {
  rpcUrl: string;
  easAddress: `0x${string}`;
  registryAddress: `0x${string}`;
  child: ChildProcess;
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@foundry-rs/anvil-${process.platform === "win32" ? "win32" : process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return join(dir, "bin", process.platform === "win32" ? "anvil.exe" : "anvil");
}

export async function startDevChain(port: number, stateDir: string): Promise<DevChain> {
  mkdirSync(stateDir, { recursive: true });
  const child = spawn(anvilBinary(), ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(DEV_CHAIN_ID), "--silent", "--state", join(stateDir, "anvil-state.json"), "--state-interval", "5"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({ id: DEV_CHAIN_ID, name: "anvil", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 100 });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode} (is port ${port} taken? set DEV_CHAIN_PORT)`);
    try {
      await publicClient.getChainId();
      break;
    } catch {
      if (i > 200) throw new Error("anvil did not start");
      await sleep(25);
    }
  }
  // Another chain already on that port answers too, while ours exits: make sure ours is the one.
  await sleep(100);
  if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode} (is port ${port} taken? set DEV_CHAIN_PORT)`);
  const deployer = privateKeyToAccount(DEPLOYER_KEY);
  // Deterministic: the deployer's first two transactions create the registry, then EAS.
  const registryAddress = getContractAddress({ from: deployer.address, nonce: 0n });
  const easAddress = getContractAddress({ from: deployer.address, nonce: 1n });
  const code = await publicClient.getCode({ address: easAddress });
  if (!code || code === "0x") {
    const deployed = await deployEas({ publicClient, walletClient: createWalletClient({ chain, transport: http(rpcUrl), account: deployer }) });
    if (deployed.easAddress.toLowerCase() !== easAddress.toLowerCase()) throw new Error("EAS landed at an unexpected address (the dev chain's state is not fresh: delete .dev/)");
  }
  return { rpcUrl, easAddress, registryAddress, child };
}
