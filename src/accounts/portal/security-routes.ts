import { z } from "zod";
import { clientAddress } from "../../http/client-address.js";
import { idParams } from "../../http/common-schemas.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { changePassword } from "./change-password.js";
import { clearSessionCookie } from "./cookies.js";
import { confirmPasswordReset } from "./password-reset/confirm-password-reset.js";
import { requestPasswordReset } from "./password-reset/request-password-reset.js";
import {
  changePasswordBody,
  confirmPasswordResetBody,
  passwordChangedObject,
  passwordResetBody,
  passwordResetRequestedObject,
  portalSessionList,
  revokedSessionsObject,
  revokeSessionsBody,
} from "./security-schema.js";
import { listUserSessions, revokeUserSession, revokeUserSessions } from "./user-sessions.js";

const visitor = { kind: "portal_visitor" } as const;
const session = { kind: "portal_session", permission: "self" } as const;
/** Signing out must stay possible for a user who is asked to set up 2FA first. */
const signingOut = { kind: "portal_session", permission: "self", duringTwoFactorSetup: true } as const;

/** The signed-in user's password and sessions, and the password reset by email. */
export const securityRoutes: AnyRoute[] = [
  defineRoute({
    method: "post",
    path: "/password",
    operationId: "changePassword",
    summary: "Change your password (the current one is checked); every other session of yours is signed out",
    tag: "Account",
    principal: session,
    body: changePasswordBody,
    responses: { 200: passwordChangedObject },
    errors: ["rate_limited"],
  }).handle(async ({ portal, body, req }) => ({
    body: { object: "password_change", ...(await changePassword(portal, clientAddress(req), body)) },
  })),
  defineRoute({
    method: "post",
    path: "/password-reset",
    operationId: "requestPasswordReset",
    summary: "Email a single-use link to choose a new password (30 minutes); the same 202 whether or not the account exists",
    tag: "Account",
    principal: visitor,
    body: passwordResetBody,
    responses: { 202: passwordResetRequestedObject },
    errors: ["rate_limited"],
  }).handle(async ({ body, req }) => ({ status: 202, body: await requestPasswordReset(body.email, clientAddress(req)) })),
  defineRoute({
    method: "post",
    path: "/password-reset/confirm",
    operationId: "confirmPasswordReset",
    summary: "Set a new password with the emailed link's token; every session of that user is signed out",
    description:
      "A link that does not work counts as a failed authentication of the client address: past AUTH_FAILURES_PER_IP_PER_MINUTE a minute, 429 `rate_limited` with Retry-After. The reset is a row of the account's audit log.",
    tag: "Account",
    principal: visitor,
    body: confirmPasswordResetBody,
    responses: { 204: null },
    errors: ["invalid_token", "rate_limited"],
  }).handle(async ({ body, req }) => {
    await confirmPasswordReset(body.token, body.password, { ip: clientAddress(req), userAgent: req.get("user-agent") ?? null, requestId: req.id ?? null });
    return { status: 204, body: undefined };
  }),
  defineRoute({
    method: "get",
    path: "/sessions",
    operationId: "listPortalSessions",
    summary: "Your signed-in dashboard sessions (this one marked current)",
    tag: "Account",
    principal: session,
    query: z.strictObject({}),
    responses: { 200: portalSessionList },
  }).handle(async ({ portal }) => ({ body: await listUserSessions(portal.userId, portal.sessionId) })),
  defineRoute({
    method: "delete",
    path: "/sessions/{id}",
    operationId: "revokePortalSession",
    summary: "Sign out one of your sessions (this one too, if named)",
    tag: "Account",
    principal: signingOut,
    params: idParams,
    responses: { 204: null },
    errors: ["portal_session_not_found"],
  }).handle(async ({ portal, params, res }) => {
    await revokeUserSession(portal.userId, params.id);
    if (params.id === portal.sessionId) clearSessionCookie(res);
    return { status: 204, body: undefined };
  }),
  defineRoute({
    method: "post",
    path: "/sessions/revoke-all",
    operationId: "revokeAllPortalSessions",
    summary: "Sign out everywhere (keep_current: true keeps this session)",
    tag: "Account",
    principal: signingOut,
    body: revokeSessionsBody,
    responses: { 200: revokedSessionsObject },
  }).handle(async ({ portal, body, res }) => {
    const count = await revokeUserSessions(portal.userId, body.keep_current ? portal.sessionId : undefined);
    if (!body.keep_current) clearSessionCookie(res);
    return { body: { object: "portal_session_revocation", signed_out_sessions: count } };
  }),
];
