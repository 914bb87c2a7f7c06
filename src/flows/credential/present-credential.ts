import { decodeJwt } from "jose";
import { prisma } from "../../platform/db/client.js";
import { CredentialRejected } from "../../platform/errors/domain-errors.js";
import { markFlowVerified } from "../flow-store.js";
import type { Signals } from "../flow.js";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { credentialAudience } from "../presentation-check.js";
import { issueNonce, useNonce } from "./nonce-store.js";
import { credentialCheck, type CheckedCredential } from "../presentation-check.js";

const DAY_MS = 86_400_000;

/** `GET /credential/request`: what the person's presentation must be bound to. */
export async function requestCredential(subject: SdkSubject) {
  assertWritable(subject);
  assertFlowRequested(subject, "credential");
  const { nonce, expiresAt } = await issueNonce(subject);
  return { nonce, aud: credentialAudience(subject.merchantId), expiresAt };
}

/** The key-binding JWT's nonce, unverified: which of the object's nonces the presentation uses up. */
function presentedNonce(presentation: string): string {
  try {
    const nonce = decodeJwt(presentation.slice(presentation.lastIndexOf("~") + 1)).nonce;
    if (typeof nonce === "string" && nonce.length > 0) return nonce;
  } catch {
    // refused below, with the reason
  }
  throw new CredentialRejected("holder_binding", "Credential rejected (holder_binding): the presentation has no key-binding JWT with a nonce.");
}

/** The signals a reused credential gives the merchant's rules; nothing the holder disclosed beyond them is kept. */
export function credentialSignals(checked: CheckedCredential, now = Date.now()): Signals {
  return {
    credential_tier: checked.tier,
    credential_flows: [...checked.flows].sort().join(","),
    credential_age_days: Math.floor((now - checked.vicIssuedAt.getTime()) / DAY_MS),
  };
}

/**
 * `POST /credential/present`: uses up the presentation's nonce (once, this object's, unexpired),
 * checks the presentation (src/credentials/check-presentation.ts) and marks the flow verified
 * with the credential's signals only.
 */
export async function presentCredential(subject: SdkSubject, presentation: string): Promise<SdkSubject> {
  assertWritable(subject);
  assertFlowRequested(subject, "credential");
  const nonce = presentedNonce(presentation);
  const use = await useNonce(subject, nonce);
  if (use === "used") throw new CredentialRejected("replayed", "Credential rejected (replayed): this nonce was already answered; request a new one.");
  if (use === "unknown") throw new CredentialRejected("nonce", "Credential rejected (nonce): this verification issued no such nonce, or it has expired; request a new one.");
  const checked = await credentialCheck()(presentation, { nonce, aud: credentialAudience(subject.merchantId), mode: subject.mode });
  await prisma.$transaction((tx) => markFlowVerified(tx, subject, "credential", { signals: credentialSignals(checked) }));
  return subject;
}
