import { digest, ES256, generateSalt } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { es256Signer } from "./es256.js";
import type { SigningKey } from "./issuer-keys.js";

// Keys only change on rotation: one issuer per key, so the key is imported once, not per credential.
const issuers = new Map<string, SDJwtVcInstance>();

/** An SD-JWT VC issuer that signs with `key` (ES256, SHA-256 digests, 128-bit salts). */
export function sdJwtIssuer(key: SigningKey): SDJwtVcInstance {
  let issuer = issuers.get(key.kid);
  if (!issuer) {
    issuer = new SDJwtVcInstance({ signer: es256Signer(key.privateJwk), signAlg: ES256.alg, hasher: digest, hashAlg: "sha-256", saltGenerator: generateSalt });
    issuers.set(key.kid, issuer);
  }
  return issuer;
}
