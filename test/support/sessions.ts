import type { Mode } from "../../src/http/auth/api-key-format.js";
import { prisma } from "../../src/platform/db/client.js";
import { decideSession } from "../../src/sessions/decide-session.js";
import { createTestMerchant } from "./factories.js";

/** Events whose `data.id` is this object's id, oldest first. */
export function eventsAbout(objectId: string) {
  return prisma.event.findMany({
    where: { data: { path: ["id"], equals: objectId } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** The event types recorded about an object, sorted (order-insensitive comparisons). */
export async function eventTypesAbout(objectId: string): Promise<string[]> {
  return (await eventsAbout(objectId)).map((e) => e.type).sort();
}

/** A portal browser: keeps the cookie it is given and sends the CSRF token it last saw on writes. */
export function portalBrowser(baseUrl: string) {
  let cookie = "";
  let csrf = "";
  async function call(method: string, path: string, body?: unknown, opts: { csrf?: boolean } = { csrf: true }) {
    const res = await fetch(`${baseUrl}/api/merchant${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(opts.csrf && csrf ? { "X-CSRF-Token": csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0]!;
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (parsed?.csrf_token) csrf = parsed.csrf_token;
    return { status: res.status, body: parsed, headers: res.headers };
  }
  /** The session cookie, for requests `call` does not make (a streamed CSV). */
  return { call, cookie: () => cookie };
}

/** A logged-in portal browser: keeps the cookie and sends the CSRF token on writes. */
export async function portalLogin(baseUrl: string, email: string, password: string) {
  const browser = portalBrowser(baseUrl);
  const login = await browser.call("POST", "/login", { email, password });
  if (login.status !== 200) throw new Error(`portal login failed: ${login.status}`);
  return browser;
}

/** A fresh merchant and its owner signed in to the portal of the api at `baseUrl`. */
export async function signedInOwner(baseUrl: string) {
  const merchant = await createTestMerchant();
  return { merchant, portal: await portalLogin(baseUrl, merchant.email, merchant.password) };
}

/** Moves a session's expires_at into the past (as if its TTL had elapsed). */
export async function makeOverdue(sessionId: string, mode?: Mode): Promise<void> {
  await prisma.verificationSession.updateMany({
    where: { id: sessionId, ...(mode ? { mode } : {}) },
    data: { expiresAt: new Date(Date.now() - 1_000) },
  });
}

/**
 * A live session created through the API with `liveKey`, then decided by `decideSession` (what
 * the end-user flows call when the last flow is verified) with low-risk signals: it completes,
 * mints a VIC and records its billable usage, and its attestation and billing jobs are enqueued
 * after commit as in production. Returns the decided session object.
 */
export async function completeLiveSession(baseUrl: string, merchant: { merchantId: string; liveKey: string }, body: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}/api/v1/verification-sessions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${merchant.liveKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ flows: ["wallet"], ...body }),
  });
  const created = (await response.json()) as { id: string };
  if (response.status !== 201) throw new Error(`live session: ${response.status} ${JSON.stringify(created)}`);
  const { session } = await decideSession({ merchantId: merchant.merchantId, mode: "live", sessionId: created.id, signals: { risk_score: 5 } });
  return session;
}

/** A new merchant with `count` live sessions completed (completeLiveSession), and their billable usage ids in order. */
export async function merchantWithLiveUsage(baseUrl: string, count: number) {
  const merchant = await createTestMerchant();
  const usageIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const session = await completeLiveSession(baseUrl, merchant);
    usageIds.push((await prisma.billableUsage.findUniqueOrThrow({ where: { sessionId: session.id } })).id);
  }
  return { merchant, usageIds };
}
