import { randomToken } from "../../platform/ids.js";

export { sha256Hex } from "../../platform/crypto/sha256.js";

export type Mode = "test" | "live";

const KEY_PATTERN = /^pb_sk_(test|live)_[0-9A-Za-z]{32}$/;

export function generateApiKey(mode: Mode): string {
  return `pb_sk_${mode}_${randomToken(32)}`;
}

/** The mode a well-formed secret key claims, or null for anything that is not one. */
export function apiKeyMode(token: string): Mode | null {
  const match = KEY_PATTERN.exec(token);
  return match ? (match[1] as Mode) : null;
}

/** What the portal shows of a key after creation: prefix and last four characters. */
export function redactApiKey(mode: Mode, last4: string): string {
  return `pb_sk_${mode}_...${last4}`;
}
