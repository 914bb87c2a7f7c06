import { createHash } from "node:crypto";
import { recordRequestAuditAlone } from "../http/audit/audit-scope.js";
import type { Owner } from "../http/auth/owner.js";
import { credentialAudience } from "../flows/presentation-check.js";
import { CredentialRejected } from "../platform/errors/domain-errors.js";
import { keyPrefix, redis } from "../platform/redis.js";
import { checkPresentation, KB_MAX_AGE_SECONDS } from "./check-presentation.js";

/** A presentation's nonce is remembered this long: past it, the key binding is too old anyway. */
const NONCE_MEMORY_SECONDS = KB_MAX_AGE_SECONDS + 120;

const nonceKey = (owner: Owner, nonce: string) =>
  `${keyPrefix}:credential-verification:{${owner.merchantId}}:${owner.mode}:${createHash("sha256").update(nonce).digest("base64url")}`;

/**
 * `POST /v1/credential-verifications`: a presentation the merchant received itself, over a nonce it
 * issued and with `aud` its account id. A refusal is an answer (`valid: false` and the reason), not
 * an error. A valid presentation uses its nonce up for this merchant and mode, so the same one
 * (or another over that nonce) is `replayed` afterwards; only the disclosed claims are returned,
 * and nothing of it is stored.
 */
export async function verifyForMerchant(owner: Owner, presentation: string, nonce: string) {
  const answer = await checkForMerchant(owner, presentation, nonce);
  // A team member's check, from the dashboard, is an audit row like the other actions (nothing
  // else is written to share its transaction); a secret key's records nothing (no audit scope).
  await recordRequestAuditAlone();
  return answer;
}

async function checkForMerchant(owner: Owner, presentation: string, nonce: string) {
  try {
    const checked = await checkPresentation(presentation, { nonce, aud: credentialAudience(owner.merchantId), mode: owner.mode });
    if ((await redis.set(nonceKey(owner, nonce), "1", "EX", NONCE_MEMORY_SECONDS, "NX")) !== "OK")
      throw new CredentialRejected("replayed", "Credential rejected (replayed): a presentation over this nonce was already verified.");
    return { object: "credential_verification" as const, valid: true, reason: null, claims: checked.claims };
  } catch (error) {
    if (!(error instanceof CredentialRejected)) throw error;
    return { object: "credential_verification" as const, valid: false, reason: error.reason, claims: null };
  }
}
