import { recordRequestAudit, withRequestAudit } from "../../../http/audit/audit-scope.js";
import { seal, unseal } from "../../../platform/crypto/sealed-box.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidOtp, InvalidState } from "../../../platform/errors/domain-errors.js";
import { replaceRecoveryCodes } from "./recovery-codes.js";
import { confirmPassword } from "../confirm-password.js";
import { throttledCheck } from "../login-throttle.js";
import { matchingStep, newTotpSecret, otpauthUrl } from "./totp.js";

const ALREADY_ON = "Two-factor authentication is already on for your sign-in. Turn it off first to set up another authenticator.";

/**
 * The dashboard's start of a setup: the user's current password first ("sudo mode", as GitHub and
 * Google ask). Without it, a stolen session of a user without 2FA could enable the thief's own
 * authenticator, which also ends the real user's sessions and locks them out of signing in.
 */
export async function startTwoFactorSetupWithPassword(user: { userId: string; email: string }, clientIp: string, password: string) {
  await confirmPassword(user, clientIp, password, "password");
  return startTwoFactorSetup(user.userId);
}

/**
 * Starts (or restarts) setting up TOTP: a new secret, kept sealed as pending until a code from it
 * confirms it (enableTwoFactor). Returns what the authenticator app needs, including a QR code.
 * Checks no password: a request reaches it only through startTwoFactorSetupWithPassword.
 */
export async function startTwoFactorSetup(userId: string) {
  const secret = newTotpSecret();
  const { count } = await withRequestAudit(
    (tx) => tx.user.updateMany({ where: { id: userId, totpEnabledAt: null }, data: { totpPendingSealed: seal("totp-secrets", secret) } }),
    (r) => r.count === 1,
  );
  if (count !== 1) throw new InvalidState(ALREADY_ON);
  const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const url = otpauthUrl(secret, email);
  return { object: "two_factor_setup" as const, secret, otpauth_url: url, qr_code_data_url: await qrCodeDataUrl(url) };
}

/**
 * Confirms the pending secret with a current code from it: the secret becomes the user's, the
 * code's step counts as used, 10 recovery codes replace any earlier ones, and the user's other
 * sessions end (one opened with only the password, perhaps by someone else, must not outlive the
 * second factor; `sessionId`, the session enabling it, stays), all in one transaction guarded on
 * the pending secret (a concurrent restart of the setup wins or loses whole).
 */
export async function enableTwoFactor(user: { userId: string; email: string; sessionId?: string }, clientIp: string, code: string): Promise<{ recovery_codes: string[] }> {
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.userId }, select: { totpPendingSealed: true, totpEnabledAt: true } });
  if (row.totpEnabledAt) throw new InvalidState(ALREADY_ON);
  const pending = row.totpPendingSealed;
  if (!pending) throw new InvalidState("Start the setup first (POST /api/merchant/2fa/setup): there is no secret waiting for a code.");
  let step: number | null = null;
  await throttledCheck(user.email, clientIp, async () => (step = matchingStep(unseal("totp-secrets", pending), code)) !== null, () => new InvalidOtp("code"));
  const codes = await prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: user.userId, totpPendingSealed: pending, totpEnabledAt: null },
      data: { totpSecretSealed: pending, totpPendingSealed: null, totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (count !== 1) return null;
    await tx.portalSession.deleteMany({ where: { userId: user.userId, ...(user.sessionId ? { id: { not: user.sessionId } } : {}) } });
    await recordRequestAudit(tx);
    return replaceRecoveryCodes(tx, user.userId);
  });
  if (!codes) throw new InvalidState("The setup was restarted or finished elsewhere meanwhile: scan the newest QR code and enter a code from it.");
  return { recovery_codes: codes };
}

/** The otpauth URL as a QR code image; the package (and its PNG encoder) loads on the first setup, not at every start. */
async function qrCodeDataUrl(url: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toDataURL(url, { margin: 1, width: 240 });
}
