import { port } from "./browser-env.js";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import type { Role } from "../../src/http/auth/permissions.js";
import { prisma } from "../../src/platform/db/client.js";
import { QUEUES } from "../../src/platform/queues/names.js";
import { startApi, type TestApi } from "./api.js";
import { createTestMerchant, type TestMerchant } from "./factories.js";
import { addTeamMembers } from "./team-members.js";
import { runWorkers } from "./workers.js";
import { launchChromium } from "./browser.js";
import { DESKTOP } from "./dashboard-checks.js";
import { ensureWebBuild } from "./web-build.js";

export interface BrowserApp {
  api: TestApi;
  browser: Browser;
}

/**
 * What a browser test of the web app starts: the run's build of the app, the api on the port the
 * pages link to (test/support/browser-env.ts, which the test file imports first), and a Chromium.
 */
export async function startBrowserApp(): Promise<BrowserApp> {
  await ensureWebBuild();
  const [api, browser] = await Promise.all([startApi(port), launchChromium()]);
  return { api, browser };
}

/** Stops what started (an afterAll runs even when the beforeAll failed half-way). */
export async function stopBrowserApp({ api, browser }: Partial<BrowserApp>): Promise<void> {
  await browser?.close();
  await api?.close();
}

export interface TeamWorkplace extends BrowserApp {
  workers: { stop: () => Promise<void> };
  merchant: TestMerchant;
  /** Every member's email by role (owner, admin, developer, reviewer, viewer); all share `merchant.password`. */
  emails: Map<Role, string>;
}

/** The browser app with the email and sandbox workers, and a merchant ("Acme Outdoor Co.") with a member of every role. */
export async function startTeamWorkplace(): Promise<TeamWorkplace> {
  const [app, workers, merchant] = await Promise.all([startBrowserApp(), runWorkers([QUEUES.email, QUEUES.sandbox]), createTestMerchant()]);
  await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: "Acme Outdoor Co." } });
  return { ...app, workers, merchant, emails: await addTeamMembers(merchant) };
}

export async function stopTeamWorkplace(workplace: Partial<TeamWorkplace>): Promise<void> {
  await stopBrowserApp(workplace);
  await workplace.workers?.stop();
}

/**
 * A page as a member of the team meets the dashboard: desktop size, British English in Paris time
 * (so times show their zone), and 30 s waits: a loaded 2-core machine can take seconds per page, and
 * nothing here measures speed.
 */
export async function dashboardPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, locale: "en-GB", timezoneId: "Europe/Paris", ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

export const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole("heading", { level, name });
export const navLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name, exact: true });

/** Signs in through the sign-in page (password only) and waits for the page it lands on. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, landing: string | RegExp = "Verifications"): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await heading(page, landing).waitFor();
}

/** Opens a page of the dashboard (`dashboardPath` below the base URL) and waits for its heading and for its data to load. */
export async function openDashboard(page: Page, baseUrl: string, dashboardPath: string, title: string | RegExp): Promise<void> {
  await page.goto(`${baseUrl}/${dashboardPath}`);
  await heading(page, title).waitFor();
  await page.waitForSelector('[role="status"] .spinner', { state: "detached" });
}
