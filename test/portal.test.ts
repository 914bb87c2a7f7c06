import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { sha256Hex } from "../src/http/auth/api-key-format.js";
import { config } from "../src/platform/config.js";
import { redis } from "../src/platform/redis.js";
import { failureDelayMs, loginFailuresKey, reserveLoginAttempt } from "../src/accounts/portal/login-throttle.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { TooManyAttempts } from "../src/platform/errors/domain-errors.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A browser: keeps the session cookie and sends the CSRF token it was given. */
function browser() {
  let cookie = "";
  let csrf = "";
  async function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const res = await fetch(`${api.baseUrl}/api/merchant${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0]!;
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (parsed?.csrf_token) csrf = parsed.csrf_token;
    return { status: res.status, body: parsed, setCookie };
  }
  return {
    call,
    csrfHeader: () => ({ "X-CSRF-Token": csrf }),
    get cookie() {
      return cookie;
    },
  };
}

const newEmail = () => `owner-${randomBytes(5).toString("hex")}@example.test`;
const PASSWORD = "a long enough password";

describe("merchant portal", () => {
  it("signs up, sets an HttpOnly session cookie and describes the account", async () => {
    const b = browser();
    const email = newEmail();
    const signup = await b.call("POST", "/signup", { email, password: PASSWORD, business_name: "Acme" });
    expect(signup.status).toBe(201);
    expect(signup.setCookie).toMatch(/HttpOnly/i);
    expect(signup.setCookie).toMatch(/SameSite=Lax/i);
    expect(signup.body.user.email).toBe(email);
    expect(signup.body.account.business_name).toBe("Acme");
    const me = await b.call("GET", "/me");
    expect(me.status).toBe(200);
    expect(me.body.account.id).toBe(signup.body.account.id);
    const stored = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain(PASSWORD);
  });

  it("rejects duplicate emails and invalid signup bodies with the error shape", async () => {
    const email = newEmail();
    expect((await browser().call("POST", "/signup", { email, password: PASSWORD, business_name: "A" })).status).toBe(201);
    const again = await browser().call("POST", "/signup", { email, password: PASSWORD, business_name: "A" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("email_taken");
    const short = await browser().call("POST", "/signup", { email: newEmail(), password: "short", business_name: "A" });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ code: "invalid_request", param: "password" });
    const unknown = await browser().call("POST", "/signup", { email: newEmail(), password: PASSWORD, business_name: "A", admin: true });
    expect(unknown.body.error).toMatchObject({ code: "invalid_request", param: "admin" });
  });

  it("mints a key whose plaintext is shown once, stores its hash, and revokes it at once", async () => {
    const b = browser();
    await b.call("POST", "/signup", { email: newEmail(), password: PASSWORD, business_name: "Keys Inc" });

    const noCsrf = await b.call("POST", "/api-keys", { name: "server", mode: "test", scopes: ["sessions:write"] });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error.code).toBe("csrf_token_invalid");

    const minted = await b.call("POST", "/api-keys", { name: "server", mode: "test", scopes: ["sessions:write"] }, b.csrfHeader());
    expect(minted.status).toBe(201);
    const key: string = minted.body.key;
    expect(key).toMatch(/^pb_sk_test_[0-9A-Za-z]{32}$/);
    expect(minted.body).toMatchObject({ name: "server", mode: "test", scopes: ["sessions:write"] });
    expect(minted.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: minted.body.id } });
    expect(row.keyHash).toBe(sha256Hex(key));

    const list = await b.call("GET", "/api-keys");
    const listed = list.body.data.find((k: any) => k.id === minted.body.id);
    expect(listed.redacted_key).toBe(`pb_sk_test_...${key.slice(-4)}`);
    expect(JSON.stringify(list.body)).not.toContain(key);

    const v1 = client(api.baseUrl, key);
    expect((await v1.get("/api/v1/__probe__")).body.error.code).toBe("route_not_found");
    const revoked = await b.call("POST", `/api-keys/${minted.body.id}/revoke`, undefined, b.csrfHeader());
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await v1.get("/api/v1/__probe__")).body.error.code).toBe("invalid_api_key");
  });

  it("validates scopes and mode when minting", async () => {
    const b = browser();
    await b.call("POST", "/signup", { email: newEmail(), password: PASSWORD, business_name: "V" });
    const bad = await b.call("POST", "/api-keys", { name: "x", mode: "test", scopes: ["everything"] }, b.csrfHeader());
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "scopes[0]" });
    const none = await b.call("POST", "/api-keys", { name: "x", mode: "prod", scopes: ["sessions:write"] }, b.csrfHeader());
    expect(none.body.error).toMatchObject({ code: "invalid_request", param: "mode" });
  });

  it("cannot revoke another merchant's key", async () => {
    const a = browser();
    await a.call("POST", "/signup", { email: newEmail(), password: PASSWORD, business_name: "A" });
    const minted = await a.call("POST", "/api-keys", { name: "k", mode: "test", scopes: ["customers:read"] }, a.csrfHeader());
    const other = browser();
    await other.call("POST", "/signup", { email: newEmail(), password: PASSWORD, business_name: "B" });
    const res = await other.call("POST", `/api-keys/${minted.body.id}/revoke`, undefined, other.csrfHeader());
    expect(res.status).toBe(404);
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: minted.body.id } })).revokedAt).toBeNull();
  });

  it("refuses secret API keys on portal routes", async () => {
    const b = browser();
    await b.call("POST", "/signup", { email: newEmail(), password: PASSWORD, business_name: "S" });
    const minted = await b.call("POST", "/api-keys", { name: "k", mode: "test", scopes: ["sessions:write"] }, b.csrfHeader());
    const res = await client(api.baseUrl, minted.body.key).get("/api/merchant/me");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("invalid_api_key");
  });

  it("logs in and out; wrong passwords get invalid_credentials", async () => {
    const email = newEmail();
    await browser().call("POST", "/signup", { email, password: PASSWORD, business_name: "L" });
    const wrong = await browser().call("POST", "/login", { email, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("invalid_credentials");
    const unknown = await browser().call("POST", "/login", { email: newEmail(), password: PASSWORD });
    expect(unknown.body.error.code).toBe("invalid_credentials");

    const b = browser();
    const login = await b.call("POST", "/login", { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await b.call("GET", "/me")).status).toBe(200);
    expect((await b.call("POST", "/logout")).status).toBe(403); // CSRF
    expect((await b.call("POST", "/logout", undefined, b.csrfHeader())).status).toBe(204);
    const after = await b.call("GET", "/me");
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("not_authenticated");
  });

  it("slows repeated failed logins down and then refuses them with Retry-After", async () => {
    expect(failureDelayMs(1)).toBe(0);
    expect(failureDelayMs(6)).toBeGreaterThan(failureDelayMs(5));
    expect(failureDelayMs(50)).toBeLessThanOrEqual(5_000);
    const email = newEmail();
    await browser().call("POST", "/signup", { email, password: PASSWORD, business_name: "T" });
    // The per-email limit (all addresses) is full: every address is refused until the window ends.
    await redis.set(loginFailuresKey(email), String(config.LOGIN_MAX_FAILURES_PER_EMAIL), "EX", 60);
    await expect(reserveLoginAttempt(email, "198.51.100.7")).rejects.toBeInstanceOf(TooManyAttempts);
    const res = await fetch(`${api.baseUrl}/api/merchant/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
