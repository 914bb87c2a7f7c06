import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { distDir } = vi.hoisted(() => {
  const distDir = `${process.env.TMPDIR ?? "/tmp"}/proofbase-serving-${process.pid}-${Math.random().toString(36).slice(2)}`;
  process.env.WEB_DIST_DIR = distDir;
  return { distDir };
});

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startApi, type TestApi } from "./support/api.js";

// A stand-in build (no vite here): what matters is which file each URL gets, and its caching.
let api: TestApi;
beforeAll(async () => {
  mkdirSync(path.join(distDir, "assets"), { recursive: true });
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>dashboard</title>");
  writeFileSync(path.join(distDir, "verify.html"), "<!doctype html><title>verify</title>");
  writeFileSync(path.join(distDir, "assets/index-abc123.js"), "console.log(1)");
  // A hashed asset big enough to be worth compressing.
  writeFileSync(path.join(distDir, "assets/vendor-def456.js"), `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};`);
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${api.baseUrl}${p}`, { redirect: "manual" });

describe("serving the dashboard", () => {
  it("serves index.html, uncached, at / and at every client-side route", async () => {
    for (const p of ["/", "/signin", "/signup", "/test", "/test/verifications", "/live/customers/0x52908400098527886e0f7030069857d2e4169ee7", "/test/developers/webhooks/we_1?x=1"]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain("<title>dashboard</title>");
      expect(res.headers.get("cache-control"), p).toBe("no-cache");
      expect(res.headers.get("content-security-policy"), p).toContain("script-src 'self'");
    }
  });

  it("caches hashed assets for a year", async () => {
    const res = await get("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/missing-000.js")).status).toBe(404);
  });

  it("never shadows the API, Bull Board, the hosted page or the health checks", async () => {
    const api404 = await get("/api/merchant/nope");
    expect(api404.status).toBe(404);
    expect((await api404.json()).error.code).toBe("route_not_found");
    expect((await get("/api/v1/unknown")).status).toBe(401);
    expect(await (await get("/verify")).text()).toContain("<title>verify</title>");
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/admin/queues")).status).toBe(401);
    for (const p of ["/favicon.ico", "/customers/0xabc", "/testing", "/api"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain("<title>dashboard</title>");
    }
  });

  it("compresses assets and JSON with br or gzip, as the client accepts, and leaves tiny bodies alone", async () => {
    const asset = await fetch(`${api.baseUrl}/assets/vendor-def456.js`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("vary")).toContain("Accept-Encoding");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("word1999"); // fetch decodes it: the bytes were valid br
    const gzipped = await fetch(`${api.baseUrl}/assets/vendor-def456.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${api.baseUrl}/assets/vendor-def456.js`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();

    const document = await fetch(`${api.baseUrl}/api/v1/openapi.json`, { headers: { "Accept-Encoding": "br" } });
    expect(document.headers.get("content-encoding")).toBe("br");
    expect((await document.json()).openapi).toBe("3.1.0");

    // Below 1 KB, compressing costs more than it saves: the hot API's small answers go as they are.
    const small = await fetch(`${api.baseUrl}/healthz`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    const error = await fetch(`${api.baseUrl}/api/v1/verification-sessions`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(error.status).toBe(401);
    expect(error.headers.get("content-encoding")).toBeNull();
  });
});
