import { randomBytes } from "node:crypto";
import type { AssignableRole } from "../../src/http/auth/permissions.js";
import { unseal } from "../../src/platform/crypto/sealed-box.js";
import { prisma } from "../../src/platform/db/client.js";
import { newId } from "../../src/platform/ids.js";
import { inviteMember } from "../../src/accounts/members/invite-member.js";
import { revokeInvitation } from "../../src/accounts/members/revoke-invitation.js";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { hashPassword } from "../../src/accounts/portal/passwords.js";
import { createTestMerchant } from "../support/factories.js";
import type { ScenarioTable } from "./v1-scenarios.js";
import { fromBlockedAddress, stepUpScenarios } from "./portal-scenarios.js";
import type { World } from "./world.js";

const address = (what: string) => `${what}-${randomBytes(6).toString("hex")}@example.test`;

/** A member of the world's account made directly (so scenarios that change or remove one touch only their own). */
async function newMember(world: World, role: AssignableRole = "viewer"): Promise<string> {
  const id = newId("user");
  await prisma.user.create({ data: { id, merchantId: world.merchant.merchantId, email: address(role), passwordHash: "unused", role } });
  return id;
}

async function ownerId(world: World): Promise<string> {
  return (await prisma.user.findFirstOrThrow({ where: { merchantId: world.merchant.merchantId, role: "owner" } })).id;
}

/** An invitation of the world's account and its link's token (read from the sealed copy the email job would send). */
async function invitation(world: World, email = address("invited")): Promise<{ id: string; token: string }> {
  const { id } = await inviteMember({ merchantId: world.merchant.merchantId, userId: await ownerId(world) }, { email, role: "developer" });
  const row = await prisma.memberInvitation.findUniqueOrThrow({ where: { id } });
  return { id, token: unseal("invitation-tokens", row.tokenSealed!) };
}

/** A member of another account (a fresh owner's), made directly. */
async function memberOf(merchantId: string, role: AssignableRole): Promise<string> {
  const id = newId("user");
  await prisma.user.create({ data: { id, merchantId, email: address(role), passwordHash: "unused", role } });
  return id;
}

/** Members and invitations, keyed by operationId (missing_permission is generic: a role without the permission). */
export const memberScenarios: ScenarioTable = {
  listMembers: {
    success: (ctx) => ctx.send(),
  },
  changeMemberRole: {
    success: async (ctx) => ctx.send({ params: { id: await newMember(ctx.world) }, body: { role: "reviewer" } }),
    member_not_found: (ctx) => ctx.send({ body: { role: "viewer" } }),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ownerId(ctx.world) }, body: { role: "viewer" } }),
    ...stepUpScenarios(async ({ merchant }) => ({ params: { id: await memberOf(merchant.merchantId, "viewer") }, body: { role: "admin" } })),
  },
  removeMember: {
    success: async (ctx) => ctx.send({ params: { id: await newMember(ctx.world) } }),
    member_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ownerId(ctx.world) } }),
  },
  transferOwnership: {
    // Another account's owner, so the world's owner stays who scenarios expect.
    success: async (ctx) => {
      const merchant = await createTestMerchant();
      const id = newId("user");
      const email = address("heir");
      await prisma.user.create({ data: { id, merchantId: merchant.merchantId, email, passwordHash: await hashPassword(merchant.password), role: "admin" } });
      return ctx.send({ params: { id }, auth: { portal: await ctx.world.signIn(merchant.email, merchant.password) } });
    },
    member_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => ctx.send({ params: { id: await ownerId(ctx.world) } }),
    ...stepUpScenarios(async ({ merchant }) => ({ params: { id: await memberOf(merchant.merchantId, "admin") }, body: {} })),
  },
  inviteMember: {
    success: (ctx) => ctx.send({ body: { email: address("invite"), role: "reviewer" } }),
    ...stepUpScenarios(async () => ({ body: { email: address("invite"), role: "developer" } })),
  },
  listInvitations: {
    success: (ctx) => ctx.send(),
  },
  revokeInvitation: {
    success: async (ctx) => ctx.send({ params: { id: (await invitation(ctx.world)).id } }),
    invitation_not_found: (ctx) => ctx.send(),
    invalid_state: async (ctx) => {
      const { id } = await invitation(ctx.world);
      await revokeInvitation(ctx.world.merchant.merchantId, id);
      return ctx.send({ params: { id } });
    },
  },
  acceptInvitation: {
    success: async (ctx) => ctx.send({ body: { token: (await invitation(ctx.world)).token, password: "a long enough password" } }),
    invalid_token: (ctx) => ctx.send({ body: { token: "not-a-token-anyone-was-sent", password: "a long enough password" } }),
    rate_limited: (ctx) => fromBlockedAddress(ctx, { token: "not-a-token-anyone-was-sent", password: "a long enough password" }),
    // The address got a login of its own after the invitation was sent.
    email_taken: async (ctx) => {
      const email = address("raced");
      const { token } = await invitation(ctx.world, email);
      await createMerchant({ email, password: "a long enough password", businessName: "Raced" });
      return ctx.send({ body: { token, password: "a long enough password" } });
    },
  },
};
