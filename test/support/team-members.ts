import { randomBytes } from "node:crypto";
import type { Role } from "../../src/http/auth/permissions.js";
import { hashPassword } from "../../src/accounts/portal/passwords.js";
import { prisma } from "../../src/platform/db/client.js";
import { newId } from "../../src/platform/ids.js";
import type { TestMerchant } from "./factories.js";

/**
 * A full team on the merchant: one member for each role below owner, each signing in with the
 * owner's password. Returns every member's email by role, the owner's included.
 */
export async function addTeamMembers(merchant: TestMerchant): Promise<Map<Role, string>> {
  const passwordHash = await hashPassword(merchant.password);
  const emails = new Map<Role, string>([["owner", merchant.email]]);
  for (const role of ["admin", "developer", "reviewer", "viewer"] as const) {
    const email = `${role}-${randomBytes(4).toString("hex")}@example.test`;
    await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email, passwordHash, role } });
    emails.set(role, email);
  }
  return emails;
}
