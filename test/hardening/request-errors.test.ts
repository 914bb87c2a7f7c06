import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  Object.assign(process.env, { TRUST_PROXY: "loopback", AUTH_FAILURES_PER_IP_PER_MINUTE: "5", ADMIN_AUTH_FAILURES_PER_IP: "3" });
});

import { isKnownMissing } from "../../src/http/auth/api-key-cache.js";
import { sha256Hex } from "../../src/http/auth/api-key-format.js";
import { config } from "../../src/platform/config.js";
import { prisma } from "../../src/platform/db/client.js";
import { UNKNOWN_TOKEN_TTL_MS } from "../../src/flows/subject.js";
import { waitFor } from "../support/wait.js";
import { startApiWithMerchant, type ApiClient, type TestMerchant } from "../support/factories.js";
import type { TestApi } from "../support/api.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ApiClient;
beforeAll(async () => {
  ({ api, merchant, test } = await startApiWithMerchant());
});
afterAll(() => api.close());

async function raw(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const res = await fetch(`${api.baseUrl}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text.startsWith("{") ? JSON.parse(text) : undefined };
}

const auth = () => ({ Authorization: `Bearer ${merchant.testKey}` });

describe("client-triggered errors are 400s in the error shape", () => {
  it("a 30,000-deep metadata with an Idempotency-Key", async () => {
    const deep = "[".repeat(30_000) + "]".repeat(30_000);
    const body = `{"flows":["wallet"],"metadata":{"a":${deep}}}`;
    const res = await raw("/api/v1/verification-sessions", {
      method: "POST",
      headers: { ...auth(), "Content-Type": "application/json", "Idempotency-Key": "deep-1" },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
  });

  it.each([
    ["gzip", "/api/v1/verification-sessions"],
    ["br", "/api/v1/verification-sessions"],
    ["deflate", "/api/v1/verification-sessions"],
    ["gzip", "/api/merchant/login"],
    ["br", "/api/merchant/signup"],
  ])("a body labelled Content-Encoding: %s that is not compressed (%s)", async (encoding, path) => {
    const res = await raw(path, {
      method: "POST",
      headers: { ...(path.startsWith("/api/v1") ? auth() : {}), "Content-Type": "application/json", "Content-Encoding": encoding },
      body: JSON.stringify({ flows: ["wallet"] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "invalid_request_error", code: "invalid_request" });
  });

  it("a gzip body that is really compressed still works", async () => {
    const res = await raw("/api/v1/verification-sessions", {
      method: "POST",
      headers: { ...auth(), "Content-Type": "application/json", "Content-Encoding": "gzip" },
      body: gzipSync(JSON.stringify({ flows: ["wallet"] })),
    });
    expect(res.status).toBe(201);
  });

  it("does not echo an 8,000-character path or field name back in full", async () => {
    const long = "x".repeat(8_000);
    const route = await raw(`/api/v1/${long}`, { headers: auth() });
    expect(route.body.error.code).toBe("route_not_found");
    expect(route.text.length).toBeLessThan(600);
    const field = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], [long]: 1 });
    expect(field.body.error.code).toBe("invalid_request");
    expect(JSON.stringify(field.body).length).toBeLessThan(600);
    const nul = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], metadata: { [long]: "\u0000" } });
    expect(nul.body.error.code).toBe("invalid_request");
    expect(JSON.stringify(nul.body).length).toBeLessThan(600);
    const id = await raw(`/api/v1/verification-sessions/vs_${long}`, { headers: auth() });
    expect(id.status).toBe(404);
    expect(id.text.length).toBeLessThan(600);
  });
});

describe("response headers", () => {
  it("every API response is no-store and nosniff, errors included", async () => {
    const created = await raw("/api/v1/verification-sessions", {
      method: "POST",
      headers: { ...auth(), "Content-Type": "application/json" },
      body: JSON.stringify({ flows: ["wallet"] }),
    });
    expect(created.body.client_token).toMatch(/^pbvs_/);
    for (const res of [created, await raw("/api/v1/nope", { headers: auth() }), await raw("/api/merchant/me", {})]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("failed authentication is limited per client address", () => {
  it("answers 429 rate_limited with Retry-After after AUTH_FAILURES_PER_IP_PER_MINUTE failures", async () => {
    const ip = "192.0.2.10";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await raw("/api/v1/verification-sessions", {
        headers: { Authorization: `Bearer pb_sk_test_${"A".repeat(31)}${i}`, "X-Forwarded-For": ip },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.code).toBe("rate_limited");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another address is unaffected, and so is a valid key.
    const other = await raw("/api/v1/verification-sessions", { headers: { Authorization: "Bearer nope", "X-Forwarded-For": "192.0.2.11" } });
    expect(other.status).toBe(401);
    expect((await raw("/api/v1/verification-sessions", { headers: { ...auth(), "X-Forwarded-For": "192.0.2.12" } })).status).toBe(200);
  });

  it("counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address", async () => {
    const fail = (ip: string, i: number) =>
      raw("/api/v1/verification-sessions", { headers: { Authorization: `Bearer pb_sk_test_${"C".repeat(31)}${i}`, "X-Forwarded-For": ip } });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await fail(`2001:db8:aa:bb::${i.toString(16)}`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await fail("2001:db8:aa:bc::1", 7)).status).toBe(401);
    const mapped: number[] = [];
    for (let i = 1; i <= 3; i++) mapped.push((await fail("192.0.2.60", i)).status);
    for (let i = 4; i <= 6; i++) mapped.push((await fail("::ffff:192.0.2.60", i)).status);
    expect(mapped).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("remembers briefly that a well-formed key does not exist (no Postgres lookup per repeat)", async () => {
    const fake = `pb_sk_test_${"B".repeat(32)}`;
    expect(isKnownMissing(sha256Hex(fake))).toBe(false);
    const res = await raw("/api/v1/verification-sessions", { headers: { Authorization: `Bearer ${fake}`, "X-Forwarded-For": "192.0.2.30" } });
    expect(res.body.error.code).toBe("invalid_api_key");
    expect(isKnownMissing(sha256Hex(fake))).toBe(true);
  });

  it("counts failed client-token authentications on /api/sdk/v1 per address too", async () => {
    const ip = "192.0.2.40";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const token = `pbvs_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x").slice(0, 40)}`;
      const res = await raw("/api/sdk/v1/session", { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": ip } });
      statuses.push(res.status);
      if (res.status === 401) expect(res.body.error.code).toBe("invalid_client_token");
      if (res.status === 429) {
        expect(res.body.error.code).toBe("rate_limited");
        expect(res.body.error.message).toContain("client token");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A missing header counts too; another address with a real token is unaffected.
    expect((await raw("/api/sdk/v1/session", { headers: { "X-Forwarded-For": ip } })).status).toBe(429);
    const session = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const ok = await raw("/api/sdk/v1/session", { headers: { Authorization: `Bearer ${session.body.client_token}`, "X-Forwarded-For": "192.0.2.41" } });
    expect(ok.status).toBe(200);
  });

  it("lets a recently resolved client token through an address blocked for failed tokens, and no other", async () => {
    const ip = "2001:db8:5d:1::1";
    const session = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const unseen = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const get = (token: string, from = ip) => raw("/api/sdk/v1/session", { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": from } });
    expect((await get(session.body.client_token)).status).toBe(200);
    // A guesser in the same /64 uses up the address's failures (retried once across a minute's end).
    for (let attempt = 0; attempt < 2; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      for (let i = 0; i < 6; i++) await get(`pbvs_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x").slice(0, 40)}`, "2001:db8:5d:1::bad");
      const blocked = await get(`pbvs_${"H".repeat(40)}`);
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(blocked.status).toBe(429);
      expect((await get(session.body.client_token)).status).toBe(200);
      expect((await get(unseen.body.client_token)).status).toBe(429);
      break;
    }
  });

  it("remembers an unknown client token for a while without looking it up again", async () => {
    const guessed = `pbvs_${"G".repeat(40)}`;
    // Each ask from its own address, so the failures do not add up to a 429.
    let asks = 0;
    const ask = () => raw("/api/sdk/v1/session", { headers: { Authorization: `Bearer ${guessed}`, "X-Forwarded-For": `198.51.100.${++asks}` } });
    expect((await ask()).status).toBe(401);
    // The guessed token now names a real session (as if a later session drew it at random): the
    // answer stays 401 from memory until UNKNOWN_TOKEN_TTL_MS has passed, then the row is found.
    const session = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    await prisma.verificationSession.update({ where: { id: session.body.id }, data: { clientTokenHash: sha256Hex(guessed) } });
    const remembered = await ask();
    expect(remembered.status).toBe(401);
    expect(remembered.body.error.code).toBe("invalid_client_token");
    await waitFor(async () => (await ask()).status === 200, "the token to be looked up again", UNKNOWN_TOKEN_TTL_MS * 3, 1_000);
  });

  it("refuses cross-site writes under /admin (Bull Board's actions), whatever the credentials", async () => {
    const authorization = `Basic ${Buffer.from(`${config.ADMIN_USER}:${config.ADMIN_PASSWORD}`).toString("base64")}`;
    const write = (headers: Record<string, string>, path = "/admin/queues/api/queues/no-such-queue/pause") =>
      raw(path, { method: "PUT", headers: { Authorization: authorization, "X-Forwarded-For": "192.0.2.50", ...headers } });
    for (const headers of <Record<string, string>[]>[
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: api.baseUrl },
      { Origin: "https://evil.example" },
    ]) {
      const refused = await write(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body.error.code).toBe("cross_origin_refused");
    }
    expect((await write({ Origin: "https://evil.example" }, "/admin/anything-else")).status).toBe(403);
    // The service's own page, a typed URL and a script without browser headers reach Bull Board (no such queue: 404).
    for (const headers of <Record<string, string>[]>[{ "Sec-Fetch-Site": "same-origin", Origin: api.baseUrl }, { Origin: api.baseUrl }, { "Sec-Fetch-Site": "none" }, {}]) {
      expect((await write(headers)).status, JSON.stringify(headers)).toBe(404);
    }
    // Reads are not writes.
    expect((await raw("/admin/queues", { headers: { Authorization: authorization, "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": "192.0.2.50" } })).status).toBe(200);
  });

  it("limits Bull Board basic-auth guesses per client address", async () => {
    const ip = "192.0.2.20";
    const basic = (password: string) => `Basic ${Buffer.from(`${config.ADMIN_USER}:${password}`).toString("base64")}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await raw("/admin/queues", { headers: { Authorization: basic(`guess-${i}`), "X-Forwarded-For": ip } })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await raw("/admin/queues", { headers: { Authorization: basic(config.ADMIN_PASSWORD), "X-Forwarded-For": ip } });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await raw("/admin/queues", { headers: { Authorization: basic(config.ADMIN_PASSWORD), "X-Forwarded-For": "192.0.2.21" } });
    expect(elsewhere.status).toBe(200);
  });
});
