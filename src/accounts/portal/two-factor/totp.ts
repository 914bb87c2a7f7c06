import * as OTPAuth from "otpauth";

/** RFC 6238 as the contract fixes it: SHA-1, 30-second steps, 6 digits; one step either side is accepted. */
const PARAMS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
const WINDOW = 1;
const ISSUER = "Proofbase";

const totpOf = (base32Secret: string, label = "") =>
  new OTPAuth.TOTP({ ...PARAMS, issuer: ISSUER, label, secret: OTPAuth.Secret.fromBase32(base32Secret) });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URL an authenticator app scans (as a QR code) or imports. */
export function otpauthUrl(base32Secret: string, accountName: string): string {
  return totpOf(base32Secret, accountName).toString();
}

/** Whether `code` looks like an authenticator code (6 digits, spaces allowed) rather than a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));

/**
 * The time step `code` belongs to, within one step of now, or null. The caller accepts it only if
 * no later-or-equal step was accepted before (src/accounts/portal/two-factor/second-factor.ts).
 */
export function matchingStep(base32Secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, "");
  const delta = totpOf(base32Secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PARAMS.period) + delta;
}
