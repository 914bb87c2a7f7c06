import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { smtp } = await vi.hoisted(async () => {
  const { startSmtpServer } = await import("../../../test/support/smtp-server.js");
  const server = await startSmtpServer({ refuse: ["nobody@refused.example"] });
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = server.url;
  process.env.PUBLIC_URL = "https://dashboard.example.test";
  return { smtp: server };
});

import { randomBytes } from "node:crypto";
import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { limitKey } from "../../platform/limits/fixed-window.js";
import { redis } from "../../platform/redis.js";
import { invitationAccountLimitKey, invitationEmailLimitKey } from "./invite-member.js";
import { newId } from "../../platform/ids.js";
import { QUEUES } from "../../platform/queues/names.js";
import { newInvitationToken } from "./invitation-token.js";
import "../../app/message-kinds.js";
// The sweeper's repair of the invitation emails is the outbox's (src/messaging/outbox/).
import { requeueQueuedMessages as requeueQueuedInvitations } from "../../messaging/outbox/requeue-queued-messages.js";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { portalBrowser, portalLogin } from "../../../test/support/sessions.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";

const PASSWORD = "a long enough password";
const newEmail = (what = "invitee") => `${what}-${randomBytes(5).toString("hex")}@example.test`;

let api: TestApi;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [api, workers] = await Promise.all([startApi(), runWorkers([QUEUES.email])]);
});
afterAll(async () => {
  await workers?.stop();
  await Promise.all([api?.close(), smtp.close()]);
});

/** The body of the one email sent to `email` (quoted-printable soft breaks undone). */
async function mailTo(email: string, count = 1): Promise<string> {
  const mails = await waitFor(() => (smtp.to(email).length >= count ? smtp.to(email) : null), `the invitation email to ${email}`);
  return mails[count - 1]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The token of the invitation link in the email to `email`. */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  const raw = await mailTo(email, count);
  const match = /https:\/\/dashboard\.example\.test\/invite#token=([0-9A-Za-z]+)/.exec(raw);
  if (!match) throw new Error(`no invitation link in: ${raw.slice(0, 500)}`);
  return match[1]!;
}

async function account(): Promise<{ merchant: TestMerchant; owner: ReturnType<typeof portalBrowser> }> {
  const merchant = await createTestMerchant();
  return { merchant, owner: await portalLogin(api.baseUrl, merchant.email, merchant.password) };
}

/** Invites `email` as `role` and accepts by the emailed link: the new member's signed-in browser. */
async function join(owner: ReturnType<typeof portalBrowser>, role: string, email = newEmail(role)) {
  const earlier = smtp.to(email).length;
  expect((await owner.call("POST", "/members/invitations", { email, role })).status).toBe(201);
  const browser = portalBrowser(api.baseUrl);
  const accepted = await browser.call("POST", "/invitations/accept", { token: await linkTokenFor(email, earlier + 1), password: PASSWORD });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  return { browser, id: accepted.body.user.id as string, email };
}

describe("invitations", () => {
  it("emails a single-use link to {PUBLIC_URL}/invite; accepting it creates the member with the role and signs them in", async () => {
    const { merchant, owner } = await account();
    const email = newEmail();
    const invited = await owner.call("POST", "/members/invitations", { email: email.toUpperCase(), role: "developer" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ object: "invitation", email, role: "developer", status: "pending", invited_by: { email: merchant.email } });
    const days = (Date.parse(invited.body.expires_at) - Date.parse(invited.body.created_at)) / 86_400_000;
    expect(days).toBe(7);
    expect((await owner.call("GET", "/members/invitations")).body.data.map((i: { id: string }) => i.id)).toEqual([invited.body.id]);

    const raw = await mailTo(email);
    expect(raw).toMatch(/Subject: You are invited to Test Merchant on Proofbase/);
    const token = await linkTokenFor(email);
    // The token is at rest only as a hash once the email has gone.
    await waitFor(async () => ((await prisma.memberInvitation.findUnique({ where: { id: invited.body.id } }))?.mailStatus === "sent" ? true : null), "the email to be recorded as sent");
    const row = await prisma.memberInvitation.findUniqueOrThrow({ where: { id: invited.body.id } });
    expect(row.tokenSealed).toBeNull();
    expect(row.tokenHash).not.toContain(token);

    const browser = portalBrowser(api.baseUrl);
    const accepted = await browser.call("POST", "/invitations/accept", { token, password: PASSWORD });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email, role: "developer" });
    expect(accepted.body.account.id).toBe(merchant.merchantId);
    expect(accepted.body.csrf_token).toEqual(expect.any(String));
    // The member's joining is in the account's audit log, by the new member, in the accept's request.
    const joined = await prisma.auditLogEntry.findMany({ where: { merchantId: merchant.merchantId, action: "acceptInvitation" } });
    expect(joined).toEqual([
      expect.objectContaining({ actorType: "user", actorId: accepted.body.user.id, actorEmail: email, target: `member:${accepted.body.user.id}`, requestId: expect.any(String) }),
    ]);
    // Signed in by the cookie the accept set; the developer mints keys but invites nobody.
    expect((await browser.call("GET", "/me")).body.user.email).toBe(email);
    expect((await browser.call("POST", "/api-keys", { name: "dev", mode: "test", scopes: ["sessions:write"] })).status).toBe(201);
    expect((await browser.call("POST", "/members/invitations", { email: newEmail(), role: "viewer" })).body.error.code).toBe("missing_permission");
    // And they can sign in with the password they chose.
    await portalLogin(api.baseUrl, email, PASSWORD);

    const members = (await owner.call("GET", "/members")).body.data;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [merchant.email, "owner"],
      [email, "developer"],
    ]);
    expect((await owner.call("GET", "/members/invitations")).body.data).toEqual([]);

    // Used: the same link again says so, and creates nobody.
    const again = await portalBrowser(api.baseUrl).call("POST", "/invitations/accept", { token, password: PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "invalid_token", param: "token" });
    expect(again.body.error.message).toMatch(/already been used/);
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it("refuses an expired, revoked, replaced or unknown link, each in words", async () => {
    const { owner } = await account();
    const expiredEmail = newEmail("expired");
    const expired = (await owner.call("POST", "/members/invitations", { email: expiredEmail, role: "viewer" })).body;
    const expiredToken = await linkTokenFor(expiredEmail);
    await prisma.memberInvitation.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    expect((await owner.call("GET", "/members/invitations")).body.data.find((i: { id: string }) => i.id === expired.id).status).toBe("expired");

    const revokedEmail = newEmail("revoked");
    const revoked = (await owner.call("POST", "/members/invitations", { email: revokedEmail, role: "viewer" })).body;
    const revokedToken = await linkTokenFor(revokedEmail);
    const revoke = await owner.call("DELETE", `/members/invitations/${revoked.id}`);
    expect(revoke.body).toMatchObject({ id: revoked.id, status: "revoked" });
    expect((await owner.call("DELETE", `/members/invitations/${revoked.id}`)).body.error.code).toBe("invalid_state");

    // Inviting the same address again replaces the pending invitation: only the newest link works.
    const replacedEmail = newEmail("replaced");
    await owner.call("POST", "/members/invitations", { email: replacedEmail, role: "viewer" });
    const firstToken = await linkTokenFor(replacedEmail);
    const second = (await owner.call("POST", "/members/invitations", { email: replacedEmail, role: "reviewer" })).body;
    const secondToken = await linkTokenFor(replacedEmail, 2);
    const pending = (await owner.call("GET", "/members/invitations")).body.data.filter((i: { email: string }) => i.email === replacedEmail);
    expect(pending.map((i: { id: string }) => i.id)).toEqual([second.id]);

    const accept = (token: string) => portalBrowser(api.baseUrl).call("POST", "/invitations/accept", { token, password: PASSWORD });
    const cases: Array<[string, RegExp]> = [
      [expiredToken, /expired/],
      [revokedToken, /revoked/],
      [firstToken, /replaced by a newer one/],
      ["0".repeat(43), /not valid/],
    ];
    for (const [token, words] of cases) {
      const res = await accept(token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_token");
      expect(res.body.error.message).toMatch(words);
    }
    expect(await prisma.user.count({ where: { email: { in: [expiredEmail, revokedEmail, replacedEmail] } } })).toBe(0);
    expect((await accept(secondToken)).body.user.role).toBe("reviewer");
  });

  it("creates one user when the same link is accepted several times at once", async () => {
    const { owner } = await account();
    const email = newEmail("race");
    await owner.call("POST", "/members/invitations", { email, role: "viewer" });
    const token = await linkTokenFor(email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => portalBrowser(api.baseUrl).call("POST", "/invitations/accept", { token, password: PASSWORD })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) expect(refused.body.error.code).toBe("invalid_token");
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it("refuses bad input in words and writes nothing", async () => {
    const { merchant, owner } = await account();
    const refusals = [
      [{ email: newEmail(), role: "owner" }, /role/],
      [{ email: "not an email", role: "viewer" }, /email/],
    ] as const;
    for (const [body, words] of refusals) {
      const res = await owner.call("POST", "/members/invitations", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
      expect(`${res.body.error.param} ${res.body.error.message}`).toMatch(words);
    }
    expect(await prisma.memberInvitation.count({ where: { merchantId: merchant.merchantId } })).toBe(0);

    // A common password is refused by the sign-up policy; the link still works afterwards.
    const email = newEmail();
    await owner.call("POST", "/members/invitations", { email, role: "viewer" });
    const token = await linkTokenFor(email);
    const weak = await portalBrowser(api.baseUrl).call("POST", "/invitations/accept", { token, password: "password123" });
    expect(weak.body.error).toMatchObject({ code: "invalid_request", param: "password" });
    const short = await portalBrowser(api.baseUrl).call("POST", "/invitations/accept", { token, password: "short" });
    expect(short.body.error).toMatchObject({ code: "invalid_request", param: "password" });
    expect(await prisma.user.count({ where: { email } })).toBe(0);
    expect((await portalBrowser(api.baseUrl).call("POST", "/invitations/accept", { token, password: PASSWORD })).status).toBe(201);
  });

  it("shows an email the mail server refused as failed", async () => {
    const { owner } = await account();
    const invited = (await owner.call("POST", "/members/invitations", { email: "nobody@refused.example", role: "viewer" })).body;
    const listed = await waitFor(async () => {
      const found = (await owner.call("GET", "/members/invitations")).body.data.find((i: { id: string }) => i.id === invited.id);
      return found?.email_status === "failed" ? found : null;
    }, "the refused email to be recorded");
    expect(listed.status).toBe("pending");
    expect((await prisma.memberInvitation.findUniqueOrThrow({ where: { id: invited.id } })).tokenSealed).toBeNull();
  });

  it("budgets invitations per account and per address: past either, 429 with Retry-After, no row and no email", async () => {
    const { merchant, owner } = await account();
    const email = newEmail("budgeted");
    const refusedBy = async (key: string, limit: number) => {
      await redis.set(limitKey(key), limit, "EX", 60);
      try {
        const res = await owner.call("POST", "/members/invitations", { email, role: "viewer" });
        expect(res.status).toBe(429);
        expect(res.body.error.code).toBe("rate_limited");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      } finally {
        await redis.del(limitKey(key));
      }
    };
    await refusedBy(invitationAccountLimitKey(merchant.merchantId), config.INVITATIONS_MAX_PER_ACCOUNT_PER_HOUR);
    await refusedBy(invitationEmailLimitKey(email), config.INVITATIONS_MAX_PER_EMAIL_PER_HOUR);
    expect(await prisma.memberInvitation.count({ where: { email } })).toBe(0);
    // Under both budgets the same invitation goes through and spends one unit of each.
    expect((await owner.call("POST", "/members/invitations", { email, role: "viewer" })).status).toBe(201);
    await linkTokenFor(email);
    expect(Number(await redis.get(limitKey(invitationAccountLimitKey(merchant.merchantId))))).toBe(1);
    expect(Number(await redis.get(limitKey(invitationEmailLimitKey(email))))).toBe(1);
  });

  it("answers the same for a new address, another account's login and a member; the logins get a note to sign in, with no link", async () => {
    const { merchant, owner } = await account();
    const other = await createTestMerchant();
    const fresh = newEmail("fresh");
    const answers: Awaited<ReturnType<typeof owner.call>>[] = [];
    for (const email of [fresh, other.email, merchant.email]) answers.push(await owner.call("POST", "/members/invitations", { email, role: "viewer" }));
    const shape = (answer: (typeof answers)[number]) => {
      const { id, email, expires_at, created_at, ...rest } = answer.body;
      return { http: answer.status, keys: Object.keys(answer.body).sort(), id: typeof id, email: typeof email, expires_at: typeof expires_at, created_at: typeof created_at, ...rest };
    };
    expect(answers[0]!.status).toBe(201);
    expect(shape(answers[1]!)).toEqual(shape(answers[0]!));
    expect(shape(answers[2]!)).toEqual(shape(answers[0]!));
    expect((await owner.call("GET", "/members/invitations")).body.data.map((i: { status: string }) => i.status)).toEqual(["pending", "pending", "pending"]);

    expect(await mailTo(fresh)).toMatch(/invite#token=/);
    const member = await mailTo(merchant.email);
    expect(member).toMatch(/already a member/);
    expect(member).toMatch(/\/login/);
    expect(member).not.toMatch(/invite#token=/);
    const elsewhere = await mailTo(other.email);
    expect(elsewhere).toMatch(/another account/);
    expect(elsewhere).not.toMatch(/invite#token=/);
    expect(await prisma.user.count({ where: { email: { in: [merchant.email, other.email] } } })).toBe(2);
  });

  it("counts every probe against both budgets, whatever the address", async () => {
    const { merchant, owner } = await account();
    const other = await createTestMerchant();
    for (const email of [merchant.email, other.email]) expect((await owner.call("POST", "/members/invitations", { email, role: "viewer" })).status).toBe(201);
    expect(Number(await redis.get(limitKey(invitationAccountLimitKey(merchant.merchantId))))).toBe(2);
    expect(Number(await redis.get(limitKey(invitationEmailLimitKey(merchant.email))))).toBe(1);
    expect(Number(await redis.get(limitKey(invitationEmailLimitKey(other.email))))).toBe(1);
  });
});

describe("the invitation email is not lost", () => {
  it("is sent by the sweeper's repair when its job never reached Redis", async () => {
    const { merchant } = await account();
    const email = newEmail("lost-job");
    const token = newInvitationToken();
    // As if Redis had refused the job after the invitation committed: a queued email, no job, a while ago.
    await prisma.memberInvitation.create({
      data: {
        id: newId("invitation"),
        merchantId: merchant.merchantId,
        email,
        role: "viewer",
        tokenHash: token.hash,
        tokenSealed: token.sealed,
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    expect(await requeueQueuedInvitations()).toBeGreaterThanOrEqual(1);
    expect(await linkTokenFor(email)).toBe(token.token);
  });
});

describe("members", () => {
  it("changes a member's role, effective on their next request; the owner's role is not changed here", async () => {
    const { merchant, owner } = await account();
    const admin = await join(owner, "admin");
    const dev = await join(owner, "developer");
    expect((await dev.browser.call("POST", "/api-keys", { name: "k", mode: "test", scopes: ["sessions:write"] })).status).toBe(201);

    const changed = await admin.browser.call("PATCH", `/members/${dev.id}`, { role: "viewer" });
    expect(changed.body).toMatchObject({ id: dev.id, role: "viewer" });
    expect((await dev.browser.call("POST", "/api-keys", { name: "k", mode: "test", scopes: ["sessions:write"] })).body.error.code).toBe("missing_permission");
    expect((await dev.browser.call("GET", "/me")).body.user.role).toBe("viewer");
    // The audit row says the role before and after.
    const row = await prisma.auditLogEntry.findFirstOrThrow({ where: { merchantId: merchant.merchantId, action: "changeMemberRole" } });
    expect(row).toMatchObject({ target: `member:${dev.id}`, details: { changes: [{ field: "role", before: "developer", after: "viewer" }] } });

    const ownerId = (await owner.call("GET", "/me")).body.user.id;
    const demote = await admin.browser.call("PATCH", `/members/${ownerId}`, { role: "viewer" });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatchObject({ code: "invalid_state" });
    expect(demote.body.error.message).toMatch(/transferring ownership/);
    expect((await admin.browser.call("PATCH", `/members/${dev.id}`, { role: "owner" })).body.error).toMatchObject({ code: "invalid_request", param: "role" });
    // Another account's member is no member here.
    const stranger = await account();
    expect((await stranger.owner.call("PATCH", `/members/${dev.id}`, { role: "admin" })).body.error.code).toBe("member_not_found");
    expect((await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } })).role).toBe("owner");
  });

  it("removes a member: every session of theirs ends at once; the owner cannot be removed", async () => {
    const { owner } = await account();
    const admin = await join(owner, "admin");
    const reviewer = await join(owner, "reviewer");
    const secondSession = await portalLogin(api.baseUrl, reviewer.email, PASSWORD);
    expect((await reviewer.browser.call("GET", "/me")).status).toBe(200);

    const removed = await admin.browser.call("DELETE", `/members/${reviewer.id}`);
    expect(removed.body).toEqual({ id: reviewer.id, object: "member", deleted: true });
    for (const browser of [reviewer.browser, secondSession]) expect((await browser.call("GET", "/me")).body.error.code).toBe("not_authenticated");
    expect(await prisma.portalSession.count({ where: { userId: reviewer.id } })).toBe(0);
    expect((await portalBrowser(api.baseUrl).call("POST", "/login", { email: reviewer.email, password: PASSWORD })).body.error.code).toBe("invalid_credentials");
    expect((await admin.browser.call("DELETE", `/members/${reviewer.id}`)).body.error.code).toBe("member_not_found");

    const ownerId = (await owner.call("GET", "/me")).body.user.id;
    for (const browser of [admin.browser, owner]) {
      const res = await browser.call("DELETE", `/members/${ownerId}`);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(/Transfer ownership/);
    }
    // The removed address can be invited again.
    await join(owner, "viewer", reviewer.email);
  });

  it("transfers ownership: the target becomes the owner, the old owner an admin", async () => {
    const { merchant, owner } = await account();
    const admin = await join(owner, "admin");
    const ownerId = (await owner.call("GET", "/me")).body.user.id;
    expect((await admin.browser.call("POST", `/members/${ownerId}/transfer-ownership`)).body.error.code).toBe("missing_permission");
    expect((await owner.call("POST", `/members/${ownerId}/transfer-ownership`)).body.error.code).toBe("invalid_state");

    const transferred = await owner.call("POST", `/members/${admin.id}/transfer-ownership`);
    expect(transferred.status).toBe(200);
    expect(transferred.body.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [admin.email, "owner"],
      [merchant.email, "admin"],
    ]);
    expect(await prisma.user.count({ where: { merchantId: merchant.merchantId, role: "owner" } })).toBe(1);
    // The former owner is an admin from their next request on; the new owner can remove them.
    expect((await owner.call("POST", `/members/${admin.id}/transfer-ownership`)).body.error.code).toBe("missing_permission");
    expect((await admin.browser.call("GET", "/me")).body.permissions).toContain("ownership:transfer");
    expect((await admin.browser.call("DELETE", `/members/${ownerId}`)).status).toBe(200);
  });

  it("keeps one owner when two transfers race", async () => {
    const { merchant, owner } = await account();
    const [a, b] = [await join(owner, "admin"), await join(owner, "viewer")];
    const results = await Promise.all([a, b].map((m) => owner.call("POST", `/members/${m.id}/transfer-ownership`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await prisma.user.count({ where: { merchantId: merchant.merchantId, role: "owner" } })).toBe(1);
  });
});
