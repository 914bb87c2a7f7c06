import { verifyMessage, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { isEoaSignature } from "./wallet-signature.js";

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const withV = (signature: Hex, v: number): Hex => `${signature.slice(0, 130)}${v.toString(16).padStart(2, "0")}` as Hex;

describe("the offline EOA check (libsecp256k1's recovery)", () => {
  it("answers as viem's verifyMessage for real signatures, other signers, other messages and v as 0/1", async () => {
    for (let i = 0; i < 25; i++) {
      const signer = privateKeyToAccount(generatePrivateKey());
      const other = privateKeyToAccount(generatePrivateKey());
      const message = `proofbase.example wants you to sign in ${i}\n${"é".repeat(i)}`;
      const signature = await signer.signMessage({ message });
      const parity = parseInt(signature.slice(130), 16) - 27;
      for (const [address, text, sig] of [
        [signer.address, message, signature],
        [signer.address.toLowerCase() as Hex, message, signature],
        [other.address, message, signature],
        [signer.address, `${message}!`, signature],
        [signer.address, message, withV(signature, parity)],
        [signer.address, message, withV(signature, 1 - parity + 27)],
      ] as const)
        expect(await isEoaSignature(address, text, sig), `${i}: ${address} ${sig.slice(-2)}`).toBe(await verifyMessage({ address, message: text, signature: sig }));
    }
  });

  it("refuses what no EOA signs: a v other than 0, 1, 27, 28, r or s out of range, the high-s twin, a wrong length", async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const signature = await signer.signMessage({ message: "m" });
    expect(await isEoaSignature(signer.address, "m", signature)).toBe(true);
    expect(await isEoaSignature(signer.address, "m", withV(signature, 29))).toBe(false);
    expect(await isEoaSignature(signer.address, "m", `0x${"0".repeat(128)}1b`)).toBe(false);
    expect(await isEoaSignature(signer.address, "m", `0x${"f".repeat(128)}1b`)).toBe(false);
    const s = BigInt(`0x${signature.slice(66, 130)}`);
    const highS = (SECP256K1_N - s).toString(16).padStart(64, "0");
    const v = parseInt(signature.slice(130), 16);
    expect(await isEoaSignature(signer.address, "m", `${signature.slice(0, 66)}${highS}${(v === 27 ? 28 : 27).toString(16)}` as Hex)).toBe(false);
    expect(await isEoaSignature(signer.address, "m", signature.slice(0, 128) as Hex)).toBe(false);
  });
});
