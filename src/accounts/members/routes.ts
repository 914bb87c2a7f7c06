import { z } from "zod";
import { clientAddress } from "../../http/client-address.js";
import { idParams } from "../../http/common-schemas.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { grantsPrivilegedRole } from "../../http/auth/permissions.js";
import { accountObject } from "../portal/portal-schema.js";
import { signedIn } from "../portal/signed-in.js";
import { acceptInvitation } from "./accept-invitation.js";
import { changeMemberRole } from "./change-member-role.js";
import { inviteMember } from "./invite-member.js";
import { listPendingInvitations } from "./list-invitations.js";
import { listMembers } from "./list-members.js";
import {
  acceptInvitationBody,
  changeRoleBody,
  invitationList,
  invitationObject,
  inviteBody,
  memberList,
  memberObject,
  removedMemberObject,
  transferOwnershipBody,
} from "./member-schema.js";
import { removeMember } from "./remove-member.js";
import { revokeInvitation } from "./revoke-invitation.js";
import { transferOwnership } from "./transfer-ownership.js";

const tag = "Members";
const reader = { kind: "portal_session", permission: "members:read" } as const;
const manager = { kind: "portal_session", permission: "members:write" } as const;

/** The account's members and invitations (contract section 13; roles in src/http/auth/permissions.ts). */
export const memberRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/members",
    operationId: "listMembers",
    summary: "The account's members and their roles, the owner first",
    tag,
    principal: reader,
    query: z.strictObject({}),
    responses: { 200: memberList },
  }).handle(async ({ portal }) => ({ body: { object: "list", data: await listMembers(portal.merchantId) } })),
  defineRoute({
    method: "patch",
    path: "/members/{id}",
    operationId: "changeMemberRole",
    summary: "Give a member another role (admin, developer, reviewer or viewer)",
    description: "The owner's role is not changed here: transfer ownership instead (409 `invalid_state`). The new role applies to the member's next request.",
    tag,
    principal: manager,
    params: idParams,
    body: changeRoleBody,
    responses: { 200: memberObject },
    errors: ["member_not_found", "invalid_state"],
    stepUp: { when: ({ body }) => grantsPrivilegedRole(body.role) },
  }).handle(async ({ portal, params, body }) => ({ body: await changeMemberRole(portal.merchantId, params.id, body.role) })),
  defineRoute({
    method: "delete",
    path: "/members/{id}",
    operationId: "removeMember",
    summary: "Remove a member; every session of theirs ends at once",
    description: "The owner cannot be removed (409 `invalid_state`): transfer ownership first.",
    tag,
    principal: manager,
    params: idParams,
    responses: { 200: removedMemberObject },
    errors: ["member_not_found", "invalid_state"],
  }).handle(async ({ portal, params }) => ({ body: await removeMember(portal.merchantId, params.id) })),
  defineRoute({
    method: "post",
    path: "/members/{id}/transfer-ownership",
    operationId: "transferOwnership",
    summary: "Make another member the owner; you become an admin (needs a fresh second factor when 2FA is on)",
    tag,
    principal: { kind: "portal_session", permission: "ownership:transfer" },
    params: idParams,
    body: transferOwnershipBody,
    responses: { 200: memberList },
    errors: ["member_not_found", "invalid_state"],
    stepUp: {},
  }).handle(async ({ portal, params }) => ({ body: { object: "list", data: await transferOwnership(portal.merchantId, portal.userId, params.id) } })),
  defineRoute({
    method: "post",
    path: "/members/invitations",
    operationId: "inviteMember",
    summary: "Invite someone by email; they get a single-use link valid for 7 days",
    description:
      "Emails `{PUBLIC_URL}/invite#token=<token>`. Inviting an address again replaces its pending invitation (the older link stops working). The answer is the same for any address: one that already has a login (with this or another account) gets a different email, saying to sign in with that login, with no link, and its invitation stays pending until it expires. Each invitation is an email, so they are budgeted, every one counted whatever the address: `INVITATIONS_MAX_PER_ACCOUNT_PER_HOUR` per account and `INVITATIONS_MAX_PER_EMAIL_PER_HOUR` per address (429 `rate_limited` with `Retry-After`). Inviting an admin or developer needs a fresh second factor from an inviter with 2FA on.",
    tag,
    principal: manager,
    body: inviteBody,
    responses: { 201: invitationObject },
    stepUp: { when: ({ body }) => grantsPrivilegedRole(body.role) },
  }).handle(async ({ portal, body }) => ({ status: 201, body: await inviteMember({ merchantId: portal.merchantId, userId: portal.userId }, { email: body.email, role: body.role }) })),
  defineRoute({
    method: "get",
    path: "/members/invitations",
    operationId: "listInvitations",
    summary: "Pending invitations (an expired one says so until it is revoked or replaced)",
    tag,
    principal: reader,
    query: z.strictObject({}),
    responses: { 200: invitationList },
  }).handle(async ({ portal }) => ({ body: { object: "list", data: await listPendingInvitations(portal.merchantId) } })),
  defineRoute({
    method: "delete",
    path: "/members/invitations/{id}",
    operationId: "revokeInvitation",
    summary: "Revoke a pending invitation; its link stops working",
    tag,
    principal: manager,
    params: idParams,
    responses: { 200: invitationObject },
    errors: ["invitation_not_found", "invalid_state"],
  }).handle(async ({ portal, params }) => ({ body: await revokeInvitation(portal.merchantId, params.id) })),
  defineRoute({
    method: "post",
    path: "/invitations/accept",
    operationId: "acceptInvitation",
    summary: "Accept an invitation and choose a password; the new member is signed in (session cookie set)",
    description:
      "The password follows the sign-up policy. A link that was used, revoked, replaced by a newer invitation or has expired is 400 `invalid_token`, whose message says which. Such a failure counts against the client address: past AUTH_FAILURES_PER_IP_PER_MINUTE a minute, 429 `rate_limited` with Retry-After.",
    tag,
    principal: { kind: "portal_visitor" },
    body: acceptInvitationBody,
    responses: { 201: accountObject },
    errors: ["invalid_token", "email_taken", "rate_limited"],
  }).handle(async ({ body, req, res }) => {
    const { userId } = await acceptInvitation(body.token, body.password, { ip: clientAddress(req), userAgent: req.get("user-agent") ?? null, requestId: req.id ?? null });
    return { status: 201, body: await signedIn(req, res, userId) };
  }),
];
