import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../src/http/auth/permissions.js";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import { startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";
import { portalLogin } from "./support/sessions.js";

// Contract section 13, written out here by hand (not read from src/http/auth/permissions.ts, so a
// change to the table that breaks the contract fails): which roles may call each route.
const EVERYONE: Role[] = ["owner", "admin", "developer", "reviewer", "viewer"];
const MANAGERS: Role[] = ["owner", "admin"];
const BUILDERS: Role[] = ["owner", "admin", "developer"];
const REVIEWERS: Role[] = ["owner", "admin", "reviewer"];
// Contract section 22: reviewers may ask a customer to verify again.
const REVERIFIERS: Role[] = ["owner", "admin", "developer", "reviewer"];

const UNKNOWN = "usr_NoSuchMemberNoSuchMember0";
const ADDRESS = `0x${"cd".repeat(20)}`;

// Writes are sent with an empty body: a role allowed through gets past the permission check and
// is refused by validation or a 404 instead, so nothing is changed by this table.
const TABLE: Array<[method: string, path: string, allowed: Role[]]> = [
  ["GET", "/me", EVERYONE],
  ["GET", "/members", EVERYONE],
  ["GET", "/members/invitations", EVERYONE],
  ["GET", "/api-keys", EVERYONE],
  ["GET", "/decision-rules?mode=test", EVERYONE],
  ["GET", "/settings", EVERYONE],
  ["GET", "/billing", EVERYONE],
  ["GET", "/test/verification-sessions", EVERYONE],
  ["GET", "/test/customers", EVERYONE],
  ["GET", "/test/reviews", EVERYONE],
  ["GET", "/test/webhook-endpoints", EVERYONE],
  ["GET", "/test/events", EVERYONE],
  ["GET", "/test/request-log", BUILDERS],
  ["POST", "/members/invitations", MANAGERS],
  ["PATCH", `/members/${UNKNOWN}`, MANAGERS],
  ["DELETE", `/members/${UNKNOWN}`, MANAGERS],
  ["DELETE", "/members/invitations/inv_unknown", MANAGERS],
  ["POST", `/members/${UNKNOWN}/transfer-ownership`, ["owner"]],
  ["PUT", "/settings", MANAGERS],
  ["POST", "/billing/setup", MANAGERS],
  ["POST", "/api-keys", BUILDERS],
  ["POST", "/api-keys/key_unknown/revoke", BUILDERS],
  ["POST", "/decision-rules", BUILDERS],
  ["DELETE", "/decision-rules/rule_unknown", BUILDERS],
  ["POST", "/test/verification-sessions", BUILDERS],
  ["POST", "/test/verification-sessions/vs_unknown/cancel", BUILDERS],
  ["POST", "/test/reverification-requests", REVERIFIERS],
  ["POST", "/test/webhook-endpoints", BUILDERS],
  ["POST", "/test/events/evt_unknown/replay", BUILDERS],
  ["POST", "/test/reviews/rev_unknown/resolve", REVIEWERS],
  ["POST", "/test/reviews/rev_unknown/claim", REVIEWERS],
  ["POST", "/test/reviews/rev_unknown/release", REVIEWERS],
  ["POST", "/test/review-queue/next", REVIEWERS],
  ["POST", "/test/review-queue/resolve", REVIEWERS],
  ["GET", "/test/review-queue/cases", EVERYONE],
  ["POST", `/test/customers/${ADDRESS}/notes`, REVIEWERS],
  ["POST", `/test/customers/${ADDRESS}/suspend`, REVIEWERS],
  ["POST", `/test/customers/${ADDRESS}/unsuspend`, REVIEWERS],
];

let api: TestApi;
const browsers = new Map<Role, Awaited<ReturnType<typeof portalLogin>>>();

beforeAll(async () => {
  api = await startApi();
  const merchant = await createTestMerchant();
  const passwordHash = await hashPassword(merchant.password);
  for (const role of ROLES) {
    let email = merchant.email;
    if (role !== "owner") {
      email = `${role}-${randomBytes(5).toString("hex")}@example.test`;
      await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email, passwordHash, role } });
    }
    browsers.set(role, await portalLogin(api.baseUrl, email, merchant.password));
  }
});

afterAll(() => api.close());

describe("the permission table, enforced by the route declarations", () => {
  it.each(TABLE)("%s %s: allowed for exactly the contract's roles", async (method, path, allowed) => {
    for (const role of ROLES) {
      const res = await browsers.get(role)!.call(method, path, method === "GET" || method === "DELETE" ? undefined : {});
      if (allowed.includes(role)) {
        expect(res.status, `${role} ${method} ${path}: ${JSON.stringify(res.body)}`).not.toBe(403);
      } else {
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe("missing_permission");
        // In words: the role, and the permission it lacks.
        expect(res.body.error.message).toContain(`(${role})`);
        expect(res.body.error.message).toMatch(/'[a-z]+:[a-z]+' permission/);
      }
    }
  });

  it("reports each role and what it may do on /me, for the dashboard to hide the rest", async () => {
    const viewer = (await browsers.get("viewer")!.call("GET", "/me")).body;
    expect(viewer.user.role).toBe("viewer");
    expect(viewer.permissions).toContain("sessions:read");
    expect(viewer.permissions.filter((p: string) => !p.endsWith(":read") && p !== "self")).toEqual([]);
    const reviewer = (await browsers.get("reviewer")!.call("GET", "/me")).body;
    expect(reviewer.permissions).toEqual(expect.arrayContaining(["reviews:resolve", "customers:write"]));
    expect(reviewer.permissions).not.toContain("keys:write");
    const developer = (await browsers.get("developer")!.call("GET", "/me")).body;
    expect(developer.permissions).toEqual(expect.arrayContaining(["keys:write", "webhooks:write", "rules:write", "sessions:write"]));
    expect(developer.permissions).not.toContain("members:write");
    expect(developer.permissions).not.toContain("billing:write");
    const owner = (await browsers.get("owner")!.call("GET", "/me")).body;
    expect(owner.permissions).toContain("ownership:transfer");
    const admin = (await browsers.get("admin")!.call("GET", "/me")).body;
    expect(admin.permissions).not.toContain("ownership:transfer");
    expect(admin.permissions).toContain("members:write");
  });
});
