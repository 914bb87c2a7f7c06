import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { portalBrowser } from "../../../test/support/sessions.js";
import { opsActor } from "../../http/audit/actor.js";
import { prisma } from "../../platform/db/client.js";
import { setLiveAccess } from "../../billing/live-access/set-live-access.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function newAccount() {
  const portal = portalBrowser(api.baseUrl);
  const email = `first-run-${randomBytes(6).toString("hex")}@example.test`;
  const signup = await portal.call("POST", "/signup", { email, password: "a long first-run password", business_name: "First Run Ltd" });
  expect(signup.status).toBe(201);
  return { portal, merchantId: signup.body.account.id as string };
}

const done = (body: { items: { id: string; done: boolean }[] }) => Object.fromEntries(body.items.map((i) => [i.id, i.done]));

describe("the first-run checklist", () => {
  it("reads each item from the account's data as it changes, and is dismissed per user, once", async () => {
    const { portal, merchantId } = await newAccount();
    const first = await portal.call("GET", "/first-run");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      object: "first_run",
      items: [
        { id: "verification_link", done: false },
        { id: "webhook_endpoint", done: false },
        { id: "teammate", done: false },
        { id: "live_mode", done: false },
      ],
      complete: false,
      dismissed_at: null,
    });

    expect((await portal.call("POST", "/test/verification-sessions", { flows: ["wallet"] })).status).toBe(201);
    expect((await portal.call("POST", "/members/invitations", { email: `mate-${randomBytes(4).toString("hex")}@example.test`, role: "viewer" })).status).toBe(201);
    expect(done((await portal.call("GET", "/first-run")).body)).toEqual({ verification_link: true, webhook_endpoint: false, teammate: true, live_mode: false });

    await setLiveAccess(merchantId, { enabled: true, reason: "test", actor: opsActor("test") });
    const endpoint = await portal.call("POST", "/test/webhook-endpoints", { url: "http://127.0.0.1:9/hook", events: ["verification_session.completed"] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const all = (await portal.call("GET", "/first-run")).body;
    expect(all).toMatchObject({ complete: true, dismissed_at: null });

    const dismissed = await portal.call("POST", "/first-run/dismiss", {});
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.dismissed_at).toEqual(expect.stringMatching(/^\d{4}-/));
    const again = await portal.call("POST", "/first-run/dismiss", {});
    expect(again.body.dismissed_at).toBe(dismissed.body.dismissed_at);
    const rows = await prisma.auditLogEntry.findMany({ where: { merchantId, action: "dismissFirstRun" } });
    expect(rows).toHaveLength(1);
  });
});

describe("copying decision rules between modes", () => {
  it("replaces live's rules with test's, audited with the names before and after", async () => {
    const { portal, merchantId } = await newAccount();
    const created = await portal.call("POST", "/decision-rules", { mode: "test", name: "French phones to review", condition: { signal: "phone_country", op: "eq", value: "FR" }, action: "review" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const test = (await portal.call("GET", "/decision-rules?mode=test")).body.data as { name: string; priority: number; condition: unknown; action: string }[];
    const liveBefore = (await portal.call("GET", "/decision-rules?mode=live")).body.data as { name: string }[];

    const copied = await portal.call("POST", "/decision-rules/copy", { from: "test", to: "live" });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.livemode).toBe(true);
    const live = (await portal.call("GET", "/decision-rules?mode=live")).body.data as typeof test;
    expect(live.map(({ name, priority, condition, action }) => ({ name, priority, condition, action }))).toEqual(
      test.map(({ name, priority, condition, action }) => ({ name, priority, condition, action })),
    );
    const row = await prisma.auditLogEntry.findFirstOrThrow({ where: { merchantId, action: "copyDecisionRules" } });
    expect(row.details).toEqual({ changes: [{ field: "live_rules", before: liveBefore.map((r) => r.name), after: test.map((r) => r.name) }] });
    const listed = (await portal.call("GET", "/audit-log?action=copyDecisionRules")).body.data[0];
    expect(listed.action_label).toBe("Copied decision rules to the other mode");
  });

  it("refuses a copy whose stored rule no longer passes the typed checks, naming it, and changes nothing", async () => {
    const { portal, merchantId } = await newAccount();
    // A rule written before typed rules existed: stored directly, as an old row would be.
    await prisma.decisionRule.create({
      data: { id: `rule_old${randomBytes(6).toString("hex")}`, merchantId, mode: "test", name: "Old France rule", priority: 5, condition: { signal: "phone_country", op: "eq", value: "France" }, action: "review" },
    });
    const liveBefore = (await portal.call("GET", "/decision-rules?mode=live")).body.data;
    const refused = await portal.call("POST", "/decision-rules/copy", { from: "test", to: "live" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "invalid_request", param: "from", message: expect.stringContaining('"Old France rule"') });
    expect((await portal.call("GET", "/decision-rules?mode=live")).body.data).toEqual(liveBefore);
    expect((await portal.call("POST", "/decision-rules/copy", { from: "live", to: "live" })).status).toBe(400);
  });

  it("records a rule edit's values before and after", async () => {
    const { portal, merchantId } = await newAccount();
    const created = (await portal.call("POST", "/decision-rules", { mode: "test", name: "FR", condition: { signal: "phone_country", op: "eq", value: "FR" }, action: "review" })).body;
    expect((await portal.call("PATCH", `/decision-rules/${created.id}`, { condition: { signal: "phone_country", op: "in", value: ["FR", "BE"] }, enabled: false })).status).toBe(200);
    const row = await prisma.auditLogEntry.findFirstOrThrow({ where: { merchantId, action: "updateDecisionRule" } });
    expect(row.details).toEqual({
      changes: [
        { field: "condition", before: 'phone_country eq "FR"', after: 'phone_country in ["FR","BE"]' },
        { field: "enabled", before: true, after: false },
      ],
    });
  });
});
