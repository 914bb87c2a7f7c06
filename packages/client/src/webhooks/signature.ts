import { createHmac, randomInt } from "node:crypto";

/** HMAC-SHA-256 of `<t>.<raw body>` keyed with one signing secret (its hex form is a `v1`). */
export function computeSignature(secret: string, timestamp: number, rawBody: string | Uint8Array): Uint8Array {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
}

/**
 * An `X-PB-Signature` value for `rawBody`: `t=<unix seconds>,v1=<hex>`, one `v1` per secret.
 * What the service sends; useful in your own tests, and what `proofbase listen` signs with.
 */
export function signWebhookPayload(rawBody: string | Uint8Array, secrets: string | readonly string[], timestamp = Math.floor(Date.now() / 1000)): string {
  const list = typeof secrets === "string" ? [secrets] : secrets;
  if (list.length === 0) throw new TypeError("at least one signing secret is required");
  return [`t=${timestamp}`, ...list.map((secret) => `v1=${Buffer.from(computeSignature(secret, timestamp, rawBody)).toString("hex")}`)].join(",");
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A fresh signing secret in the service's format: `pbwh_` and 40 base62 characters. */
export function generateWebhookSecret(): string {
  let token = "";
  for (let i = 0; i < 40; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return `pbwh_${token}`;
}

export interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

/** `t` and every `v1` of a header, or null when it has no numeric `t` or no `v1`. Other schemes (`v0=`...) are skipped. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const pair of header.split(",")) {
    const at = pair.indexOf("=");
    if (at < 0) return null;
    const key = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (key === "t") timestamp = value;
    else if (key === "v1") signatures.push(value);
  }
  if (timestamp === undefined || !/^\d{1,15}$/.test(timestamp) || signatures.length === 0) return null;
  return { timestamp: Number(timestamp), signatures };
}
