import { clientAddress } from "../../../http/client-address.js";
import { defineRoute, type AnyRoute } from "../../../http/route.js";
import { disableTwoFactor } from "./disable-two-factor.js";
import { regenerateRecoveryCodes } from "./regenerate-recovery-codes.js";
import { enableTwoFactor, startTwoFactorSetupWithPassword } from "./set-up-two-factor.js";
import { stepUp } from "./step-up.js";
import {
  disableTwoFactorBody,
  enableTwoFactorBody,
  recoveryCodesObject,
  regenerateRecoveryCodesBody,
  startTwoFactorSetupBody,
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
    summary: "Start setting up an authenticator app (your current password first): a new secret, its otpauth URL and QR code (confirmed by /2fa/enable)",
    description:
      "The current password is checked like a sign-in: a wrong one is 400 `invalid_request` (`param: \"password\"`) and counts in the sign-in throttle (429 `rate_limited` with Retry-After past its limits), so a stolen session cannot turn 2FA on with the thief's authenticator, nor guess the password faster than at the sign-in form.",
    tag,
    principal: settingUp,
    body: startTwoFactorSetupBody,
    responses: { 200: twoFactorSetupObject },
    errors: ["invalid_state", "rate_limited"],
  }).handle(async ({ portal, body, req }) => ({ body: await startTwoFactorSetupWithPassword(portal, clientAddress(req), body.password) })),
  defineRoute({
    method: "post",
    path: "/2fa/enable",
    operationId: "enableTwoFactor",
    summary: "Confirm the authenticator with a current code: 2FA is on and the user's other sessions end; answers 10 recovery codes, shown only here",
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
    summary: "Give a second factor in this session (step-up): the step-up actions need no code for 5 minutes",
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
    summary: "Turn 2FA off (with a current code or a recovery code, or within 5 minutes of a step-up); not while the account requires it",
    tag,
    principal: session,
    body: disableTwoFactorBody,
    responses: { 204: null },
    errors: ["invalid_state"],
    stepUp: { param: "code" },
  }).handle(async ({ portal }) => {
    await disableTwoFactor(portal);
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
