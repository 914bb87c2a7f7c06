import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { startApiWithMerchant, type ApiClient } from "./support/factories.js";
import type { TestApi } from "./support/api.js";

// Postgres text and jsonb hold UTF-8 without NUL: a NUL or an unpaired surrogate (both valid JSON)
// must be a 400 naming the field, never a 500 from deep inside a write.
let api: TestApi;
let test: ApiClient;
let merchantId: string;
let testKey: string;

beforeAll(async () => {
  const started = await startApiWithMerchant();
  ({ api, test } = started);
  merchantId = started.merchant.merchantId;
  testKey = started.merchant.testKey;
});
afterAll(() => api.close());

describe("strings Postgres cannot store", () => {
  it.each([
    ["a body value", "/api/v1/verification-sessions", { flows: ["wallet"], metadata: { note: "a\u0000b" } }, "metadata.note"],
    ["a body key", "/api/v1/customers", { address: `0x${"a".repeat(40)}`, metadata: { "k\u0000": "v" } }, "metadata.k\u0000"],
    ["an array element", "/api/v1/webhook-endpoints", { url: "https://example.com/hooks", events: ["ping\u0000"] }, "events[0]"],
    ["a body value (lone high surrogate)", "/api/v1/verification-sessions", '{"flows":["wallet"],"metadata":{"note":"a\\ud800"}}', "metadata.note"],
    ["a body key (lone low surrogate)", "/api/v1/verification-sessions", '{"flows":["wallet"],"metadata":{"\\udfff":"v"}}', "metadata.\udfff"],
    ["a body value (surrogates in the wrong order)", "/api/v1/customers", `{"address":"0x${"a".repeat(40)}","metadata":{"n":"\\ude00\\ud83d"}}`, "metadata.n"],
  ])("in %s is invalid_request with the field, and nothing is written", async (_where, path, body, param) => {
    const before = await prisma.event.count({ where: { merchantId } });
    const res = await test.post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    expect(res.body.error.message).toMatch(/NUL|unpaired surrogate/);
    expect(await prisma.event.count({ where: { merchantId } })).toBe(before);
  });

  it.each([
    ["a query parameter", "/api/v1/verification-sessions?customer=%00"],
    ["a path segment", "/api/v1/verification-sessions/vs_%00"],
    ["an id in the path of another resource", "/api/v1/events/evt_%00"],
  ])("in %s is invalid_request", async (_where, path) => {
    const res = await test.get(path);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
  });

  // UTF-8 JSON can only spell NUL or a lone surrogate as a \u escape, so such bodies are only
  // walked when they hold one; a body in UTF-16 can carry a lone surrogate as it is.
  it.each([
    ["a lone surrogate as it is", "a\ud800", "unpaired surrogate"],
    ["an escaped NUL", "a\\u0000", "NUL"],
  ])("in a UTF-16 body (%s) is invalid_request with the field", async (_what, note, problem) => {
    const res = await fetch(`${api.baseUrl}/api/v1/verification-sessions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${testKey}`, "Content-Type": "application/json; charset=utf-16le" },
      body: Buffer.from(`{"flows":["wallet"],"metadata":{"note":"${note}"}}`, "utf16le"),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; param: string; message: string } };
    expect(error).toMatchObject({ code: "invalid_request", param: "metadata.note" });
    expect(error.message).toContain(problem);
  });

  it("accepts well-formed text of every plane, emoji included", async () => {
    const note = "naïve 日本 😀 \u{10FFFF}";
    const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], metadata: { note } });
    expect(res.status).toBe(201);
    expect(res.body.metadata.note).toBe(note);
    expect((await test.get(`/api/v1/verification-sessions/${res.body.id}`)).body.metadata.note).toBe(note);
  });

  it("are looked for in bodies nested as deep as 64 KiB allows, and found at the bottom", async () => {
    const depth = 30_000;
    const deepOk = `{"flows":["wallet"],"metadata":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const fine = await test.post("/api/v1/verification-sessions", deepOk);
    expect(fine.status).toBe(400);
    expect(fine.body.error).toMatchObject({ code: "invalid_request", param: "metadata" }); // not a record: zod's answer
    const deepBad = `{"flows":["wallet"],"metadata":${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}}`;
    const bad = await test.post("/api/v1/verification-sessions", deepBad);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("NUL");
    // The path is named, cut to 100 characters: the client's input is never echoed in full.
    expect(bad.body.error.param).toBe(`${`metadata${"[0]".repeat(depth)}`.slice(0, 100)}...`);
  });

  it("a path segment whose %-escapes are not UTF-8 is invalid_request, not a 500", async () => {
    const res = await test.get("/api/v1/verification-sessions/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request" });
  });

  it("in a portal request body is invalid_request", async () => {
    const res = await fetch(`${api.baseUrl}/api/merchant/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a\u0000@example.com", password: "whatever-password" }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "invalid_request", param: "email" });
  });
});
