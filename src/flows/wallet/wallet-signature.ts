import type { Hex, PublicClient } from "viem";
import { config } from "../../config.js";
import { DependencyUnavailable } from "../../errors/domain-errors.js";
import { logger } from "../../logger.js";
import { viemModules } from "./viem-modules.js";

export type WalletType = "eoa" | "contract";

let client: PublicClient | undefined;
async function chainClient(url: string): Promise<PublicClient> {
  const [{ createPublicClient, http }] = await viemModules();
  client ??= createPublicClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) });
  return client;
}

/**
 * Checks an EIP-191 signature of `message` by `address`. Ordinary wallets (EOA) are checked
 * offline; a signature that does not recover is, when CHAIN_RPC_URL is set, checked through the
 * chain as a smart-contract wallet's (EIP-1271, or EIP-6492 for one not deployed yet).
 * Returns the kind of wallet that signed, or null when the signature is not the address's.
 */
export async function verifyWalletSignature(address: Hex, message: string, signature: Hex): Promise<WalletType | null> {
  const [{ verifyMessage }] = await viemModules();
  try {
    if (await verifyMessage({ address, message, signature })) return "eoa";
  } catch {
    // Not a 65-byte ECDSA signature: only a contract wallet could have made it.
  }
  const url = config.CHAIN_RPC_URL;
  if (!url) return null;
  const chain = await chainClient(url);
  try {
    if (await chain.verifyMessage({ address, message, signature })) return "contract";
    // viem reads a failed eth_call, a transport error included, as "not valid": only a chain
    // that answers makes that a refusal rather than an outage.
    await chain.getChainId();
    return null;
  } catch (error) {
    logger.warn({ err: (error as Error).message.split("\n")[0] }, "smart-contract wallet signature check failed at the RPC");
    throw new DependencyUnavailable("The chain could not be reached to check this smart-contract wallet signature. Retry shortly.");
  }
}
