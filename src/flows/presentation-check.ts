import type { Mode } from "../http/auth/api-key-format.js";

// The port between the credential flow and src/credentials, which checks presentations (with the
// issuer keys and the VICs' status) above the flows: src/app hands the check over at start-up
// ("Imports" in docs/conventions.md). Merchants' own checks (`POST /v1/credential-verifications`)
// use the same audience.

/**
 * The `aud` a presentation to a merchant must carry: the merchant's account id (`acct_...`), for the
 * hosted page's flow and `POST /v1/credential-verifications` alike, so one made for a merchant is
 * refused everywhere else (docs/credentials.md).
 */
export const credentialAudience = (merchantId: string) => merchantId;

/** What a presentation is checked against: the nonce and audience its key-binding JWT must carry, and the mode it must be of. */
export interface PresentationExpectation {
  nonce: string;
  aud: string;
  mode: Mode;
}

/** A presentation that holds: its VIC as the service knows it, and the claims the holder disclosed. */
export interface CheckedCredential {
  vicId: string;
  tier: string;
  flows: string[];
  vicIssuedAt: Date;
  /** The disclosed claims only (the always-disclosed ones and those the holder chose). */
  claims: Record<string, unknown>;
}

/** Checks a presentation (signature, holder binding, nonce, audience, expiry, status); throws CredentialRejected. */
export type PresentationCheck = (presentation: string, expected: PresentationExpectation) => Promise<CheckedCredential>;

let provided: PresentationCheck | undefined;

/** Called once by src/app/create-app.ts with src/credentials' check. */
export function provideCredentialCheck(check: PresentationCheck): void {
  provided = check;
}

export function credentialCheck(): PresentationCheck {
  if (!provided) throw new Error("No credential check was provided (src/app/create-app.ts provides it)");
  return provided;
}
