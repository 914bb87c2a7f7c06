import secp256k1 from "secp256k1";
import type { Hex, PublicClient } from "viem";
import { config } from "../../platform/config.js";
import { DependencyUnavailable } from "../../platform/errors/domain-errors.js";
import { logger } from "../../platform/logger.js";
import { viemModules } from "./viem-modules.js";

export type WalletType = "eoa" | "contract";

// The `v` byte of `r || s || v` as viem reads it (27/28, or the bare parity 0/1).
const RECOVERY_BITS: Record<number, 0 | 1> = { 0: 0, 1: 1, 27: 0, 28: 1 };

/** secp256k1's group order; an ECDSA `s` above half of it is the malleable twin (EIP-2). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** A 65-byte ECDSA signature, `r || s || v`; anything else only a contract wallet could have made. */
const ECDSA_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** A 65-byte `r || s || v` signature whose `s` is in the upper half: refused, never normalised. */
function isHighS(signature: Hex): boolean {
  if (!ECDSA_SIGNATURE.test(signature)) return false;
  return BigInt(`0x${signature.slice(66, 130)}`) > SECP256K1_N / 2n;
}

/**
 * Gas each EIP-1271/6492 eth_call may burn on the RPC node. A wallet's isValidSignature (or a
 * 6492 deploy-then-check) takes well under 1M; an end user's contract must not make our node
 * compute without bound (docs/security.md).
 */
export const CONTRACT_SIGNATURE_GAS_LIMIT = 2_000_000n;

let client: PublicClient | undefined;
async function chainClient(url: string): Promise<PublicClient> {
  const [{ createPublicClient, custom, http, toHex }] = await viemModules();
  // viem's verifyMessage takes no gas option, so the transport caps every eth_call it makes.
  const rpc = http(url, { retryCount: 1, timeout: 10_000 })({ retryCount: 1 });
  const capped = custom({
    request: ({ method, params }: { method: string; params?: unknown }) => {
      if (method === "eth_call" && Array.isArray(params) && typeof params[0] === "object")
        params = [{ ...params[0], gas: toHex(CONTRACT_SIGNATURE_GAS_LIMIT) }, ...params.slice(1)];
      return rpc.request({ method, params } as never);
    },
  });
  client ??= createPublicClient({ transport: capped });
  return client;
}

/**
 * The offline check: true when an ordinary wallet (EOA) at `address` made this EIP-191 signature
 * of `message`. Wallets sign with low s (EIP-2); the high-s twin of a valid signature is refused
 * here and by verifyWalletSignature, so no signature has a second accepted form.
 */
export async function isEoaSignature(address: Hex, message: string, signature: Hex): Promise<boolean> {
  if (!ECDSA_SIGNATURE.test(signature) || isHighS(signature)) return false;
  const recoveryBit = RECOVERY_BITS[parseInt(signature.slice(130), 16)];
  if (recoveryBit === undefined) return false;
  const [{ hashMessage, hexToBytes, keccak256 }] = await viemModules();
  let publicKey: Uint8Array;
  try {
    publicKey = secp256k1.ecdsaRecover(hexToBytes(`0x${signature.slice(2, 130)}`), recoveryBit, hexToBytes(hashMessage(message)), false);
  } catch {
    // r or s out of range, or no point recovers: not this (or any) EOA's signature.
    return false;
  }
  // The address: the last 20 bytes of the public key's keccak256 (viem's publicKeyToAddress,
  // which lives in a module the api does not load, and without its checksum).
  return keccak256(publicKey.subarray(1)).slice(-40).toLowerCase() === address.slice(2).toLowerCase();
}

/**
 * Checks an EIP-191 signature of `message` by `address`. Ordinary wallets (EOA) are checked
 * offline (`eoa`: isEoaSignature's answer, when the caller already has it); a signature that does
 * not recover is, when CHAIN_RPC_URL is set, checked through the chain as a smart-contract
 * wallet's (EIP-1271, or EIP-6492 for one not deployed yet).
 * Returns the kind of wallet that signed, or null when the signature is not the address's.
 */
export async function verifyWalletSignature(address: Hex, message: string, signature: Hex, eoa?: boolean): Promise<WalletType | null> {
  if (isHighS(signature)) return null;
  if (eoa ?? (await isEoaSignature(address, message, signature))) return "eoa";
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
