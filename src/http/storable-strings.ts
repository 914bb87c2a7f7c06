import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../errors/api-error.js";
import { zodParam } from "./render-error.js";

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why Postgres could not store this string (text and jsonb are UTF-8 without NUL), or null. */
function unstorable(value: string): string | null {
  if (value.includes("\u0000")) return "must not contain the NUL character (\\u0000)";
  if (UNPAIRED_SURROGATE.test(value)) return "must be valid Unicode (it contains an unpaired surrogate such as \\ud800)";
  return null;
}

/** The path of the first string (key or value) in `value` that cannot be stored, and why. */
function findUnstorable(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; problem: string } | null {
  if (typeof value === "string") {
    const problem = unstorable(value);
    return problem ? { path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorable(key);
      if (problem) return { path: [...path, key], problem: `keys ${problem}` };
      const found = findUnstorable(child, [...path, key]);
      if (found) return found;
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
  if (/%00/.test(req.path)) throw new ApiError("invalid_request", "The request path must not contain the NUL character (%00).");
  for (const [where, value] of [["body", req.body], ["query", req.query]] as const) {
    const found = findUnstorable(value);
    if (found) {
      const param = zodParam(found.path);
      const problem = found.problem.startsWith("keys ") ? found.problem : `strings ${found.problem}`;
      throw new ApiError("invalid_request", `Invalid ${param ?? where}: ${problem}.`, param);
    }
  }
  next();
}
