import { FlowRefused } from "../../platform/errors/domain-errors.js";

/** Why a passkey ceremony's answer was refused: `passkey_verification_failed`, the reason first in its message. */
export type PasskeyFailureReason =
  | "malformed"
  | "challenge_used"
  | "challenge_expired"
  | "wrong_ceremony"
  | "unknown_credential"
  | "wrong_origin"
  | "wrong_rp_id"
  | "user_not_verified"
  | "counter"
  | "bad_signature";

export const passkeyFailed = (reason: PasskeyFailureReason, detail: string) =>
  new FlowRefused("passkey_verification_failed", `Passkey verification failed (${reason}): ${detail}`, "response");

/** The reason for an error @simplewebauthn/server threw while checking an answer (its messages are its only distinction). */
export function failureOf(error: unknown): FlowRefused {
  const message = error instanceof Error ? error.message : String(error);
  if (/origin/i.test(message)) return passkeyFailed("wrong_origin", "the ceremony did not run on this service's page.");
  if (/RP ID/.test(message)) return passkeyFailed("wrong_rp_id", "the credential is scoped to another relying party.");
  if (/user could not be verified/i.test(message)) return passkeyFailed("user_not_verified", "the authenticator did not verify the user (PIN or biometric).");
  if (/counter value/i.test(message)) return passkeyFailed("counter", "the authenticator's signature counter went backwards; the credential may be cloned.");
  return passkeyFailed("malformed", "the authenticator's answer could not be read.");
}
