import { ES256 } from "@sd-jwt/crypto-nodejs";
import { expect, it } from "vitest";
import { es256Signer, es256Verifier } from "./es256.js";

it("signs and verifies as @sd-jwt's WebCrypto ES256 does, both ways, and refuses another key or message", async () => {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const other = await ES256.generateKeyPair();
  const ours = { sign: es256Signer(privateKey), verify: es256Verifier(publicKey) };
  const theirs = { sign: await ES256.getSigner(privateKey), verify: await ES256.getVerifier(publicKey) };
  for (const data of ["eyJhbGciOiJFUzI1NiJ9.eyJ4IjoxfQ", "é~ü".repeat(50)]) {
    const signed = await ours.sign(data);
    expect(signed).toMatch(/^[A-Za-z0-9_-]{86}$/); // 64 bytes r || s, base64url without padding
    expect(await theirs.verify(data, signed)).toBe(true);
    expect(await ours.verify(data, await theirs.sign(data))).toBe(true);
    expect(await ours.verify(`${data}.`, signed)).toBe(false);
    expect(await es256Verifier(other.publicKey)(data, signed)).toBe(false);
    expect(await ours.verify(data, signed.slice(0, 40))).toBe(false);
  }
});
