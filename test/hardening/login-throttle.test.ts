import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  Object.assign(process.env, {
    TRUST_PROXY: "loopback",
    LOGIN_MAX_FAILURES_PER_EMAIL_IP: "10",
    LOGIN_MAX_FAILURES_PER_EMAIL: "100",
    LOGIN_MAX_ATTEMPTS_PER_IP: "40",
    LOGIN_MAX_ATTEMPTS_GLOBAL_PER_MINUTE: "100000",
  });
});

import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { startApi, type TestApi } from "../support/api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PASSWORD = "a long enough password";
const newEmail = () => `login-${randomBytes(5).toString("hex")}@example.test`;
let ipCounter = 1;
const newIp = () => `203.0.113.${ipCounter++}`;

async function account(): Promise<string> {
  const email = newEmail();
  await createMerchant({ email, password: PASSWORD, businessName: "Throttled" });
  return email;
}

function login(email: string, password: string, ip: string) {
  return fetch(`${api.baseUrl}/api/merchant/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ email, password }),
  });
}

describe("login throttle", () => {
  it("refuses part of 150 concurrent wrong-password logins for one email: the limit is reserved before the password check", async () => {
    const email = await account();
    const ip = newIp();
    const statuses = await Promise.all(Array.from({ length: 150 }, () => login(email, "wrong password!", ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // Only the first LOGIN_MAX_FAILURES_PER_EMAIL_IP got to try a password.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("does not sign in the right password hidden at position 59 of a burst", async () => {
    const email = await account();
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(email, i === 58 ? PASSWORD : `wrong password ${i}`, ip).then((r) => r.status)),
    );
    expect(responses[58]).toBe(429);
    expect(responses.includes(200)).toBe(false);
  });

  it("a success does not erase the failures before it", async () => {
    const email = await account();
    const ip = newIp();
    for (let i = 0; i < 9; i++) expect((await login(email, "wrong password!", ip)).status).toBe(401);
    expect((await login(email, PASSWORD, ip)).status).toBe(200);
    expect((await login(email, "wrong password!", ip)).status).toBe(401);
    const refused = await login(email, "wrong password!", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
  });

  it("an attacker's failures from one address do not lock the owner out from another", async () => {
    const email = await account();
    const attacker = newIp();
    const statuses = await Promise.all(Array.from({ length: 30 }, () => login(email, "wrong password!", attacker).then((r) => r.status)));
    expect(statuses).toContain(429);
    expect((await login(email, PASSWORD, attacker)).status).toBe(429);
    expect((await login(email, PASSWORD, newIp())).status).toBe(200);
  });

  it("limits attempts per client address across emails (credential stuffing)", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await login(newEmail(), "wrong password!", ip)).status);
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
  });
});
