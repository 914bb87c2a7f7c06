import { createHash } from "node:crypto";
import { prisma } from "../../platform/db/client.js";
import { InvalidState } from "../../platform/errors/domain-errors.js";
import { ensureFlow } from "../flow-store.js";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { CHALLENGE_TTL_SECONDS, storeChallenge, type Ceremony } from "./challenge-store.js";
import { passkeysOf } from "./passkey-store.js";
import { relyingParty } from "./relying-party.js";
import { webauthnModule } from "./webauthn-module.js";

/**
 * The customer address the passkey belongs to. A passkey is a customer's, and a session learns its
 * customer when created with one or from the wallet flow; before that there is nobody to register
 * it to (docs/verification-flows.md, "The passkey flow").
 */
export function passkeyOwner(subject: SdkSubject): string {
  if (!subject.customerAddress)
    throw new InvalidState("This verification has no customer yet: create it with a customer_address, or complete the wallet flow before the passkey.");
  return subject.customerAddress;
}

// The WebAuthn user handle: stable for a customer of a merchant in a mode, and no personal data.
const userHandle = (subject: SdkSubject, address: string) => createHash("sha256").update(`${subject.merchantId}:${subject.mode}:${address}`).digest().subarray(0, 32);

/**
 * `POST /passkey/options`: a registration ceremony for a customer without a passkey, an
 * authentication ceremony (its passkeys allowed) for one with; user verification required, a
 * single-use challenge for CHALLENGE_TTL_SECONDS.
 */
export async function passkeyOptions(subject: SdkSubject): Promise<{ ceremony: Ceremony; options: Record<string, unknown> }> {
  assertWritable(subject);
  assertFlowRequested(subject, "passkey");
  const address = passkeyOwner(subject);
  // The flow's row exists from its first step (what insights count as started).
  await ensureFlow(prisma, subject, "passkey");
  const rp = relyingParty();
  const [{ generateAuthenticationOptions, generateRegistrationOptions }, existing] = await Promise.all([webauthnModule(), passkeysOf(subject, address)]);
  const timeout = CHALLENGE_TTL_SECONDS * 1000;
  if (existing.length > 0) {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      userVerification: "required",
      timeout,
    });
    await storeChallenge(subject, options.challenge, "authentication");
    return { ceremony: "authentication", options: { ...options } };
  }
  const options = await generateRegistrationOptions({
    rpName: subject.merchantName,
    rpID: rp.id,
    userName: address,
    userID: Uint8Array.from(userHandle(subject, address)),
    userDisplayName: `${address.slice(0, 6)}…${address.slice(-4)}`,
    attestationType: "none",
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    timeout,
  });
  await storeChallenge(subject, options.challenge, "registration");
  return { ceremony: "registration", options: { ...options } };
}
