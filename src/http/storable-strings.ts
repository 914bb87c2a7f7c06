import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../platform/errors/api-error.js";
import { echoed } from "../platform/errors/echo.js";
import { queryOf } from "./query-of.js";
import { zodParam } from "./render-error.js";

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why Postgres could not store this string (text and jsonb are UTF-8 without NUL), or null. */
function unstorable(value: string): string | null {
  if (value.includes("\u0000")) return "must not contain the NUL character (\\u0000)";
  if (UNPAIRED_SURROGATE.test(value)) return "must be valid Unicode (it contains an unpaired surrogate such as \\ud800)";
  return null;
}

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of the first string (key or value) in `root` that cannot be stored, and why. Walks
 * with its own stack, not recursion: a body may nest as deep as 64 KiB of brackets allows.
 */
function findUnstorable(root: unknown): { path: PropertyKey[]; problem: string } | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const keyProblem = typeof visit.key === "string" ? unstorable(visit.key) : null;
    if (keyProblem) return { path: pathOf(visit), problem: `keys ${keyProblem}` };
    const { value } = visit;
    if (typeof value === "string") {
      const problem = unstorable(value);
      if (problem) return { path: pathOf(visit), problem: `strings ${problem}` };
    } else if (value && typeof value === "object") {
      const entries = Array.isArray(value) ? value.map((child, i) => [i, child] as const) : Object.entries(value);
      // Pushed in reverse, so fields are checked in document order and the first bad one is named.
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}

/**
 * Postgres text and jsonb hold UTF-8 without NUL: a string with U+0000 or an unpaired surrogate
 * (JSON allows both, as "\u0000" and "\ud800") would fail deep in a write, and, written with
 * others, fail them too. Such strings are refused up front, naming the field.
 */
export function requireStorableStrings(req: Request, _res: Response, next: NextFunction): void {
  if (req.url.includes("%00") && /%00/.test(req.path)) throw new ApiError("invalid_request", "The request path must not contain the NUL character (%00).");
  if (mayHoldUnstorable(req)) refuseUnstorable("body", req.body);
  refuseUnstorable("query", queryOf(req));
  next();
}

const NOT_UTF8_CHARSET = /charset\s*=\s*"?(?!utf-8"?\s*(;|$))/i;

/**
 * UTF-8 JSON text can only carry NUL or a lone surrogate as a `\u` escape: raw control
 * characters are a syntax error, and bytes that are not UTF-8 decode to U+FFFD. Such a body
 * without a single `\u` is storable and is not walked. (A body in another charset always is.)
 */
function mayHoldUnstorable(req: Request): boolean {
  const { rawBody } = req;
  return rawBody === undefined || rawBody.includes("\\u") || NOT_UTF8_CHARSET.test(req.headers["content-type"] ?? "");
}

function refuseUnstorable(where: "body" | "query", value: unknown): void {
  const found = findUnstorable(value);
  if (found) {
    const fullParam = zodParam(found.path);
    const param = fullParam && echoed(fullParam);
    throw new ApiError("invalid_request", `Invalid ${param ?? where}: ${found.problem}.`, param);
  }
}
