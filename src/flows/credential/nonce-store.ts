import { randomBytes } from "node:crypto";
import { keyPrefix, redis } from "../../platform/redis.js";
import type { SdkSubject } from "../subject.js";

/** How long a presentation request's nonce may be answered. */
export const NONCE_TTL_SECONDS = 300;

const keyOf = (subject: SdkSubject, nonce: string) => `${keyPrefix}:credential-nonce:{${subject.id}}:${nonce}`;

/** A fresh nonce for this object, answerable once within NONCE_TTL_SECONDS. */
export async function issueNonce(subject: SdkSubject): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = randomBytes(24).toString("base64url");
  await redis.set(keyOf(subject, nonce), "issued", "EX", NONCE_TTL_SECONDS);
  return { nonce, expiresAt: new Date(Date.now() + NONCE_TTL_SECONDS * 1000) };
}

// Marks an issued nonce used and answers what it was: one step, so two presentations racing on one nonce cannot both find it issued.
const USE_NONCE = `local was = redis.call('GET', KEYS[1])
if was == 'issued' then redis.call('SET', KEYS[1], 'used', 'KEEPTTL') end
return was`;

/** Uses up `nonce` of this object: `fresh` the first time, `used` after, `unknown` if never issued to it or expired. */
export async function useNonce(subject: SdkSubject, nonce: string): Promise<"fresh" | "used" | "unknown"> {
  const was = (await redis.eval(USE_NONCE, 1, keyOf(subject, nonce))) as string | null;
  return was === "issued" ? "fresh" : was === "used" ? "used" : "unknown";
}
