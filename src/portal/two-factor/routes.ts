import { clientAddress } from "../../http/client-address.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { disableTwoFactor } from "./disable-two-factor.js";
import { regenerateRecoveryCodes } from "./regenerate-recovery-codes.js";
import { enableTwoFactor, startTwoFactorSetup } from "./set-up-two-factor.js";
import { stepUp } from "./step-up.js";
import {
  disableTwoFactorBody,
  enableTwoFactorBody,
  recoveryCodesObject,
  regenerateRecoveryCodesBody,
  twoFactorSetupObject,
  twoFactorVerificationObject,
  verifyTwoFactorBody,
} from "./two-factor-schema.js";

const tag = "Two-factor authentication";
/** Setting up is what a user whose account requires 2FA must still be able to do. */
const settingUp = { kind: "portal_session", permission: "self", duringTwoFactorSetup: true } as const;
const session = { kind: "portal_session", permission: "self" } as const;

/** The signed-in user's own second factor (TOTP, RFC 6238) and recovery codes. */
export const twoFactorRoutes: AnyRoute[] = [
  defineRoute({
    method: "post",
    path: "/2fa/setup",
    operationId: "startTwoFactorSetup",
    summary: "Start setting up an authenticator app: a new secret, its otpauth URL and QR code (confirmed by /2fa/enable)",
    tag,
    principal: settingUp,
    responses: { 200: twoFactorSetupObject },
    errors: ["invalid_state"],
  }).handle(async ({ portal }) => ({ body: await startTwoFactorSetup(portal.userId) })),
  defineRoute({
    method: "post",
    path: "/2fa/enable",
    operationId: "enableTwoFactor",
    summary: "Confirm the authenticator with a current code: 2FA is on; answers 10 recovery codes, shown only here",
    tag,
    principal: settingUp,
    body: enableTwoFactorBody,
    responses: { 200: recoveryCodesObject },
    errors: ["invalid_otp", "invalid_state", "rate_limited"],
  }).handle(async ({ portal, body, req }) => ({
    body: { object: "recovery_codes", ...(await enableTwoFactor(portal, clientAddress(req), body.code)) },
  })),
  defineRoute({
    method: "post",
    path: "/2fa/verify",
    operationId: "verifyTwoFactor",
    summary: "Give a second factor in this session (step-up): minting a live key needs no otp for 5 minutes",
    tag,
    principal: session,
    body: verifyTwoFactorBody,
    responses: { 200: twoFactorVerificationObject },
    errors: ["invalid_otp", "invalid_state", "rate_limited"],
  }).handle(async ({ portal, body, req }) => ({ body: await stepUp(portal, clientAddress(req), body.code) })),
  defineRoute({
    method: "post",
    path: "/2fa/disable",
    operationId: "disableTwoFactor",
    summary: "Turn 2FA off (with a current code, a recovery code, or the password); not while the account requires it",
    tag,
    principal: session,
    body: disableTwoFactorBody,
    responses: { 204: null },
    errors: ["invalid_otp", "invalid_state", "rate_limited"],
  }).handle(async ({ portal, body, req }) => {
    await disableTwoFactor(portal, clientAddress(req), body);
    return { status: 204, body: undefined };
  }),
  defineRoute({
    method: "post",
    path: "/2fa/recovery-codes",
    operationId: "regenerateRecoveryCodes",
    summary: "Replace the recovery codes with 10 new ones (needs a current authenticator code)",
    tag,
    principal: session,
    body: regenerateRecoveryCodesBody,
    responses: { 200: recoveryCodesObject },
    errors: ["invalid_otp", "invalid_state", "rate_limited"],
  }).handle(async ({ portal, body, req }) => ({
    body: { object: "recovery_codes", ...(await regenerateRecoveryCodes(portal, clientAddress(req), body.code)) },
  })),
];
