import { createHash } from "node:crypto";

/** Hex SHA-256 of a string: how secrets (API keys, tokens, codes) and limiter keys are stored. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
