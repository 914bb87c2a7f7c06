import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "./support/api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const auth = { Authorization: `Basic ${Buffer.from("admin:dev-only-admin-password").toString("base64")}` };

// An operations console makes no request outside the host that serves it (Bull Board's page
// linked Google Fonts: an outside party learning who opens the console, and when).
describe("Bull Board's page", () => {
  it("references no outside origin: its stylesheets, scripts and icons come from the api", async () => {
    const page = await fetch(`${api.baseUrl}/admin/queues`, { headers: auth });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("static/js/"); // the page itself, not an error
    const references = [...html.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']|url\(\s*["']?([^"')]+)/g)].map((m) => m[1] ?? m[2]!);
    expect(references.length).toBeGreaterThan(3);
    expect(references.filter((ref) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(ref))).toEqual([]);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/);
  });

  it("serves a stylesheet that imports nothing from outside either", async () => {
    const html = await (await fetch(`${api.baseUrl}/admin/queues`, { headers: auth })).text();
    const css = /href="(static\/css\/[^"]+\.css)"/.exec(html)![1]!;
    const body = await (await fetch(`${api.baseUrl}/admin/queues/${css}`, { headers: auth })).text();
    expect(body.length).toBeGreaterThan(100);
    expect(body).not.toMatch(/@import|url\(\s*["']?(?:https?:)?\/\//);
  });
});
