import { z } from "zod";
import { idParams } from "../../http/common-schemas.js";
import { clientAddress } from "../../http/client-address.js";
import { defineRoute } from "../../http/route.js";
import { describeAccount, logIn } from "./accounts.js";
import { listApiKeys, mintKeyAsUser, revokeApiKey } from "./api-keys.js";
import { clearSessionCookie } from "./cookies.js";
import { accountObject, apiKeyList, apiKeyObject, loginBody, mintedApiKeyObject, mintKeyBody, signupBody } from "./portal-schema.js";
import { closePortalSession } from "./portal-sessions.js";
import { signedIn } from "./signed-in.js";
import { signUp } from "./sign-up.js";

const visitor = { kind: "portal_visitor" } as const;
const self = { kind: "portal_session", permission: "self" } as const;
/** Reachable by a user whose account requires 2FA before they have set it up. */
const settingUp = { kind: "portal_session", permission: "self", duringTwoFactorSetup: true } as const;

/** The merchant portal's own routes (account and API keys); the v1 resources are mirrored per mode. */
export const portalAccountRoutes = [
  defineRoute({
    method: "post",
    path: "/signup",
    operationId: "signUp",
    summary: "Create an account; its owner is signed in (session cookie set)",
    tag: "Account",
    principal: visitor,
    body: signupBody,
    responses: { 201: accountObject },
    errors: ["email_taken", "rate_limited"],
  }).handle(async ({ body, req, res }) => {
    const { userId } = await signUp({ email: body.email, password: body.password, businessName: body.business_name, clientIp: clientAddress(req) });
    return { status: 201, body: await signedIn(req, res, userId) };
  }),
  defineRoute({
    method: "post",
    path: "/login",
    operationId: "signIn",
    summary: "Sign in (session cookie set)",
    tag: "Account",
    principal: visitor,
    body: loginBody,
    responses: { 200: accountObject },
    errors: ["invalid_credentials", "two_factor_required", "invalid_otp", "rate_limited"],
  }).handle(async ({ body, req, res }) => {
    const { userId, secondFactor } = await logIn(body.email, body.password, clientAddress(req), body.otp);
    return { body: await signedIn(req, res, userId, { secondFactor }) };
  }),
  defineRoute({
    method: "post",
    path: "/logout",
    operationId: "signOut",
    summary: "Sign out",
    tag: "Account",
    principal: settingUp,
    responses: { 204: null },
  }).handle(async ({ portal, res }) => {
    await closePortalSession(portal.sessionId);
    clearSessionCookie(res);
    return { status: 204, body: undefined };
  }),
  defineRoute({
    method: "get",
    path: "/me",
    operationId: "retrieveAccount",
    summary: "The signed-in user, the account and the CSRF token",
    tag: "Account",
    principal: settingUp,
    query: z.strictObject({}),
    responses: { 200: accountObject },
  }).handle(async ({ portal }) => ({ body: { ...(await describeAccount(portal.userId)), csrf_token: portal.csrfToken } })),
  defineRoute({
    method: "post",
    path: "/api-keys",
    operationId: "mintApiKey",
    summary: "Mint a secret key (the plaintext is in this response only); a live key needs 2FA and a fresh second factor",
    tag: "API keys",
    principal: { kind: "portal_session", permission: "keys:write" },
    body: mintKeyBody,
    responses: { 201: mintedApiKeyObject },
    // Without live access the mint is refused anyway (live_mode_not_enabled): no factor is asked for it.
    stepUp: { when: ({ body, portal }) => body.mode === "live" && portal.liveEnabled, withoutTwoFactor: "refused" },
    errors: ["live_mode_not_enabled"],
  }).handle(async ({ portal, body }) => ({ status: 201, body: await mintKeyAsUser(portal, { name: body.name, mode: body.mode, scopes: body.scopes }) })),
  defineRoute({
    method: "get",
    path: "/api-keys",
    operationId: "listApiKeys",
    summary: "The account's keys, redacted",
    tag: "API keys",
    principal: { kind: "portal_session", permission: "keys:read" },
    query: z.strictObject({}),
    responses: { 200: apiKeyList },
  }).handle(async ({ portal }) => ({ body: { object: "list", data: await listApiKeys(portal.merchantId) } })),
  defineRoute({
    method: "post",
    path: "/api-keys/{id}/revoke",
    operationId: "revokeApiKey",
    summary: "Revoke a key; it fails with invalid_api_key at once",
    tag: "API keys",
    principal: { kind: "portal_session", permission: "keys:write" },
    params: idParams,
    responses: { 200: apiKeyObject },
    errors: ["api_key_not_found"],
  }).handle(async ({ portal, params }) => ({ body: await revokeApiKey(portal.merchantId, params.id) })),
];
