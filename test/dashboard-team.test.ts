import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { smtp } = await vi.hoisted(async () => {
  const { startSmtpServer } = await import("./support/smtp-server.js");
  const smtp = await startSmtpServer();
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = smtp.url;
  return { smtp };
});

import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import type { Role } from "../src/http/auth/permissions.js";
import { prisma } from "../src/platform/db/client.js";
import { client, type TestApi } from "./support/api.js";
import { checkDashboardPage } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import type { TestMerchant } from "./support/factories.js";
import { waitFor } from "./support/wait.js";

const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;
let emails: Map<Role, string>;

/** A flagged review in test mode (a session the sandbox sends to review), returning its session id. */
async function flaggedReview(): Promise<string> {
  const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "review" });
  await waitFor(async () => (await prisma.review.findUnique({ where: { sessionId: created.body.id } })) ?? null, "the session to be flagged", 45_000);
  return created.body.id;
}

beforeAll(async () => {
  ({ api, browser, workers, merchant, emails } = await dashboard.startTeamWorkplace());
});

afterAll(async () => {
  await dashboard.stopTeamWorkplace({ api, browser, workers });
  await smtp.close();
});

/** A fresh browser signed in through the sign-in page as the member with `role`. */
async function signedInAs(role: Role): Promise<Page> {
  const page = await dashboard.dashboardPage(browser);
  await dashboard.signIn(page, api.baseUrl, emails.get(role)!, merchant.password);
  return page;
}

const open = (page: Page, dashboardPath: string, title: string | RegExp) => dashboard.openDashboard(page, api.baseUrl, `test/${dashboardPath}`, title);

const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name });

describe("the dashboard for each role (headless Chromium)", { timeout: 240_000 }, () => {
  it("viewer: reads every page, and is offered no change anywhere", async () => {
    const page = await signedInAs("viewer");
    await flaggedReview();
    await open(page, "developers/api-keys", "API keys");
    expect(await button(page, "Create secret key").count()).toBe(0);
    expect(await button(page, /Revoke key/).count()).toBe(0);
    await page.getByText("Your role (viewer) can see the keys but not create or revoke them.").waitFor();
    await open(page, "team", "Team");
    await page.getByRole("row").filter({ hasText: merchant.email }).waitFor();
    expect(await button(page, "Invite member").count()).toBe(0);
    expect(await button(page, /Change role of|Remove |Make owner/).count()).toBe(0);
    await open(page, "reviews", "Reviews");
    await page.getByRole("table", { name: "Review queue, oldest first" }).waitFor();
    expect(await button(page, /Claim review|Next case/).count()).toBe(0);
    await open(page, "rules", "Decision rules");
    expect(await button(page, "New rule").count()).toBe(0);
    expect(await page.getByRole("switch", { name: /^Rule .* enabled/ }).first().isDisabled()).toBe(true);
    await open(page, "developers/webhooks", "Webhooks");
    expect(await button(page, "Add endpoint").count()).toBe(0);
    await open(page, "settings", "Settings");
    expect(await button(page, "Save settings").count()).toBe(0);
    await page.context().close();
  });

  it("reviewer: resolves a review, but mints no key and invites nobody", async () => {
    const sessionId = await flaggedReview();
    const page = await signedInAs("reviewer");
    await open(page, "reviews", "Reviews");
    const row = page.getByRole("row").filter({ hasText: sessionId });
    await row.getByRole("link").first().click();
    await page.getByRole("heading", { level: 1, name: "Review" }).waitFor();
    await button(page, "Resolve").click();
    const dialog = page.getByRole("dialog", { name: "Resolve review" });
    await dialog.getByRole("radio", { name: /Reject/ }).check();
    await dialog.getByLabel("Reason").selectOption("suspected_fraud");
    await dialog.getByLabel("Open the next case afterwards").uncheck();
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect.poll(async () => (await prisma.review.findUniqueOrThrow({ where: { sessionId } })).status, { timeout: 30_000 }).toBe("resolved");
    await open(page, "developers/api-keys", "API keys");
    expect(await button(page, "Create secret key").count()).toBe(0);
    await open(page, "team", "Team");
    expect(await button(page, "Invite member").count()).toBe(0);
    await page.context().close();
  });

  it("developer: mints a key and adds endpoints, but resolves no review and invites nobody", async () => {
    await flaggedReview();
    const page = await signedInAs("developer");
    await open(page, "developers/api-keys", "API keys");
    await button(page, "Create secret key").click();
    const dialog = page.getByRole("dialog", { name: "Create a secret key" });
    await dialog.getByLabel("Name").fill("developer's backend");
    await dialog.getByRole("button", { name: "Create key" }).click();
    await page.getByRole("dialog", { name: "Your new secret key" }).waitFor();
    expect(await prisma.apiKey.count({ where: { merchantId: merchant.merchantId, name: "developer's backend" } })).toBe(1);
    await page.getByRole("dialog", { name: "Your new secret key" }).getByRole("button", { name: "Close" }).click();
    await open(page, "developers/webhooks", "Webhooks");
    await button(page, "Add endpoint").waitFor();
    await open(page, "reviews", "Reviews");
    await page.getByRole("table", { name: "Review queue, oldest first" }).waitFor();
    expect(await button(page, /Claim review|Next case/).count()).toBe(0);
    await open(page, "team", "Team");
    expect(await button(page, "Invite member").count()).toBe(0);
    await page.context().close();
  });

  it("admin: invites and manages members, but cannot make anyone the owner", async () => {
    const page = await signedInAs("admin");
    await open(page, "team", "Team");
    await button(page, "Invite member").waitFor();
    await page.getByRole("button", { name: `Change role of ${emails.get("viewer")}` }).waitFor();
    expect(await button(page, /Make owner/).count()).toBe(0);
    // Nobody changes or removes the owner from here.
    const ownerRow = page.getByRole("row").filter({ hasText: merchant.email });
    expect(await ownerRow.getByRole("button").count()).toBe(0);
    await open(page, "settings", "Settings");
    await button(page, "Save settings").waitFor();
    await page.context().close();
  });

  it("owner: invites by email; the link opens the invite page, which sets a password and signs the new member in", async () => {
    const page = await signedInAs("owner");
    await open(page, "team", "Team");
    const invitee = `invitee-${randomBytes(4).toString("hex")}@example.test`;
    await button(page, "Invite member").click();
    const dialog = page.getByRole("dialog", { name: "Invite a member" });
    await dialog.getByLabel("Email").fill("not an email");
    await dialog.getByLabel("Email").fill(invitee);
    await dialog.getByLabel("Role").selectOption("developer");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    const invitation = page.getByRole("table", { name: "Pending invitations" }).getByRole("row").filter({ hasText: invitee });
    await invitation.waitFor();
    const mail = await waitFor(() => smtp.to(invitee)[0] ?? null, "the invitation email");
    const link = /http:\/\/127\.0\.0\.1:\d+\/invite#token=[0-9A-Za-z]+/.exec(mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))![0];
    await page.reload();
    await invitation.getByText("sent").waitFor();
    await checkDashboardPage(page, shotsDir, "team");

    // The invitee, in a browser of their own.
    const guest = await dashboard.dashboardPage(browser);
    await guest.goto(link);
    await guest.getByRole("heading", { level: 1, name: "Accept your invitation" }).waitFor();
    // The token leaves the address bar at once.
    expect(new URL(guest.url()).hash).toBe("");
    await checkDashboardPage(guest, shotsDir, "invite");
    await guest.getByLabel("Password").fill("password123");
    await guest.getByRole("button", { name: "Join the account" }).click();
    await guest.getByRole("alert").filter({ hasText: /too common/ }).waitFor();
    await guest.getByLabel("Password").fill("a long enough password");
    await guest.getByRole("button", { name: "Join the account" }).click();
    await guest.getByRole("heading", { level: 1, name: "Verifications" }).waitFor();
    await guest.getByText(invitee).waitFor();
    await open(guest, "team", "Team");
    expect(await button(guest, "Invite member").count()).toBe(0);
    await guest.context().close();

    // The same link again says it was used.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await again.getByLabel("Password").fill("a long enough password");
    await again.getByRole("button", { name: "Join the account" }).click();
    await again.getByRole("alert").filter({ hasText: /already been used/ }).waitFor();
    await again.goto(`${api.baseUrl}/invite`);
    await again.getByText("This page needs the link from your invitation email.").waitFor();
    await again.context().close();

    await page.reload();
    await page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: invitee }).waitFor();
    expect(await page.getByRole("table", { name: "Pending invitations" }).count()).toBe(0);
    await page.context().close();
  });

  it("owner: changes a role, removes a member and hands ownership over, each confirmed first", async () => {
    const page = await signedInAs("owner");
    await open(page, "team", "Team");
    await page.getByRole("button", { name: `Change role of ${emails.get("viewer")}` }).click();
    const roleDialog = page.getByRole("dialog", { name: "Change role" });
    await roleDialog.getByLabel("New role").selectOption("reviewer");
    await roleDialog.getByRole("button", { name: "Change role" }).click();
    await page.getByRole("row").filter({ hasText: emails.get("viewer")! }).getByText("reviewer").waitFor();

    await page.getByRole("button", { name: `Remove ${emails.get("viewer")}` }).click();
    await page.getByRole("dialog", { name: "Remove this member?" }).getByRole("button", { name: "Remove member" }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: emails.get("viewer")! }).count(), { timeout: 30_000 }).toBe(0);
    expect(await prisma.user.count({ where: { email: emails.get("viewer") } })).toBe(0);

    await page.getByRole("button", { name: `Make owner: ${emails.get("admin")}` }).click();
    await page.getByRole("dialog", { name: "Transfer ownership?" }).getByRole("button", { name: "Make them the owner" }).click();
    await page.getByRole("row").filter({ hasText: emails.get("admin")! }).getByText("owner").waitFor();
    // This page now shows what an admin may do: no more "Make owner".
    await expect.poll(() => button(page, /Make owner/).count(), { timeout: 30_000 }).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } })).role).toBe("admin");
    await page.context().close();
  });
});
