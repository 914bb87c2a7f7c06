import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";

const POLICY = {
  "default-src": "'self'",
  "img-src": "'self' data: https:",
  "style-src": "'self'",
  "script-src": "'self'",
  "connect-src": "'self'",
  "frame-ancestors": "'none'",
  "base-uri": "'none'",
};

const INLINE = { "style-src": /<style>([\s\S]*?)<\/style>/g, "script-src": /<script>([\s\S]*?)<\/script>/g };

/**
 * The Content-Security-Policy of a built page: 'self' for everything, plus the sha256 of each of
 * its inline <style> and <script> blocks (the hosted page's shell, web/verify.html), so exactly
 * those run and no other inline code does ('unsafe-inline' never). Hashed from the built file, as
 * the build wrote it (minified), and again whenever the file changes.
 */
export function pageCsp(file: string): string {
  const { mtimeMs, size } = statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.policy;
  const html = readFileSync(file, "utf8");
  const policy = Object.entries(POLICY)
    .map(([directive, sources]) => {
      const pattern = INLINE[directive as keyof typeof INLINE];
      const hashes = pattern ? [...html.matchAll(pattern)].map((m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`) : [];
      return [directive, sources, ...hashes].join(" ");
    })
    .join("; ");
  cache.set(file, { mtimeMs, size, policy });
  return policy;
}

const cache = new Map<string, { mtimeMs: number; size: number; policy: string }>();
