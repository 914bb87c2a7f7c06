import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  Object.assign(process.env, { TRUST_PROXY: "loopback", SIGNUP_MAX_PER_IP_PER_HOUR: "3" });
});

import { prisma } from "../../src/platform/db/client.js";
import { startApi, type TestApi } from "../support/api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

let ipCounter = 1;
const newIp = () => `198.51.100.${ipCounter++}`;
const newEmail = () => `signup-${randomBytes(5).toString("hex")}@example.test`;

async function signUp(body: Record<string, unknown>, ip = newIp()) {
  const res = await fetch(`${api.baseUrl}/api/merchant/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ business_name: "Acme", ...body }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe("sign-up hardening", () => {
  it.each(["aaaaaaaaaa", "password12", "qwertyuiop", "1234567890", "abcdefghij", "Password2024!", "dragon123456"])(
    "refuses the common or trivial password %s",
    async (password) => {
      const email = newEmail();
      const res = await signUp({ email, password });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param: "password" });
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    },
  );

  it("accepts a long uncommon password", async () => {
    expect((await signUp({ email: newEmail(), password: "violet tram accordion 81" })).status).toBe(201);
  });

  it("throttles sign-ups per client address with 429 and Retry-After", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signUp({ email: newEmail(), password: "violet tram accordion 81" }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await signUp({ email: newEmail(), password: "violet tram accordion 81" }, ip);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a duplicate email counts against the same throttle (enumeration costs a sign-up each)", async () => {
    const email = newEmail();
    expect((await signUp({ email, password: "violet tram accordion 81" })).status).toBe(201);
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signUp({ email, password: "violet tram accordion 81" }, ip)).status);
    expect(statuses).toEqual([409, 409, 409, 429]);
  });
});
