import { createHmac } from "node:crypto";
import { hashingKey } from "../../platform/crypto/key-ring.js";

/** Keyed hash of a normalized (trimmed, lower-cased) address, so "was this address used before" or a search by address needs no address in clear. */
export function emailHash(normalized: string): string {
  return createHmac("sha256", hashingKey("email-address-hash")).update(normalized).digest("hex");
}
