import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { v1Routes } from "../../src/app/v1-routes.js";
import { mirroredRoutePermission, permissionsOf, permissionsOfScope, ROLES, type Role } from "../../src/http/auth/permissions.js";
import { SCOPES } from "../../src/http/auth/scopes.js";
import { prisma } from "../../src/platform/db/client.js";
import { newId } from "../../src/platform/ids.js";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { openPortalSession, SESSION_COOKIE } from "../../src/accounts/portal/portal-sessions.js";
import { hashPassword } from "../../src/accounts/portal/passwords.js";
import { startApi, type TestApi } from "../support/api.js";

// Contract section 19: a key's scopes may not exceed its minter's permissions.
let api: TestApi;
let accountId = "";
const users = new Map<Role, (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>>();

async function portalUser(userId: string) {
  const { token, csrfToken } = await openPortalSession(userId);
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.baseUrl}/api/merchant${path}`, {
      method,
      headers: { Cookie: `${SESSION_COOKIE}=${token}`, "X-CSRF-Token": csrfToken, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

beforeAll(async () => {
  api = await startApi();
  const { merchantId, userId } = await createMerchant({ email: `owner-${randomBytes(5).toString("hex")}@example.test`, password: "a long enough password", businessName: "Keys" });
  users.set("owner", await portalUser(userId));
  accountId = merchantId;
  const passwordHash = await hashPassword("x".repeat(12));
  for (const role of ["admin", "developer"] as const) {
    const id = newId("user");
    await prisma.user.create({ data: { id, merchantId, email: `${role}-${randomBytes(5).toString("hex")}@example.test`, passwordHash, role } });
    users.set(role, await portalUser(id));
  }
});
afterAll(() => api.close());

const mint = (role: Role, scopes: string[]) => users.get(role)!("POST", "/api-keys", { name: `${role} key`, mode: "test", scopes });

describe("a key holds only scopes within its minter's permissions", () => {
  it.for([["customers:write"], ["decisioning:write"], ["sessions:write", "customers:write", "decisioning:write"]])(
    "a developer minting %j is refused: 403 missing_permission, param scopes, and no key",
    async (scopes) => {
      // This account's keys only: other files mint keys in the same database meanwhile.
      const before = await prisma.apiKey.count({ where: { merchantId: accountId } });
      const res = await mint("developer", scopes);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.error).toMatchObject({ type: "permission_error", code: "missing_permission", param: "scopes" });
      // In words: the role, the permission it lacks, the scope that grants it.
      expect(res.body.error.message).toMatch(/\(developer\).*'(customers:write|reviews:resolve)' permission.*'(customers|decisioning):write' scope/);
      expect(await prisma.apiKey.count({ where: { merchantId: accountId } })).toBe(before);
    },
  );

  it("a developer mints the scopes its role holds; an admin and the owner mint every scope", async () => {
    const developer = await mint("developer", ["sessions:write", "reverification:write", "customers:read", "decisioning:read", "webhooks:manage"]);
    expect(developer.status, JSON.stringify(developer.body)).toBe(201);
    for (const role of ["admin", "owner"] as const) {
      const res = await mint(role, ["customers:write", "decisioning:write"]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.scopes).toEqual(["customers:write", "decisioning:write"]);
    }
  });

  it("a scope's permissions cover every v1 route it opens, so a key never does what its minter's dashboard is refused", () => {
    for (const route of v1Routes) {
      if (route.principal.kind !== "secret_key") continue;
      const needed = permissionsOfScope(route.principal.scope);
      for (const role of ROLES) {
        const held = permissionsOf(role);
        if (needed.every((p) => held.has(p))) expect(held.has(mirroredRoutePermission(route)), `${role} ${route.operationId}`).toBe(true);
      }
    }
    expect(SCOPES.flatMap((scope) => permissionsOfScope(scope))).toContain("reviews:resolve");
  });
});
