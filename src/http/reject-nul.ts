import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../errors/api-error.js";
import { zodParam } from "./render-error.js";

/** The path of the first string (key or value) in `value` that holds U+0000, or null. */
function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key];
      const found = findNul(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Postgres text and jsonb cannot hold U+0000, so a string with one would fail deep in a write
 * (and, written with others, fail them too). It is refused up front, with the field it is in.
 */
export function rejectNulCharacters(req: Request, _res: Response, next: NextFunction): void {
  if (/%00/.test(req.path)) throw new ApiError("invalid_request", "The request path must not contain the NUL character (%00).");
  for (const [where, value] of [["body", req.body], ["query", req.query]] as const) {
    const path = findNul(value);
    if (path) {
      const param = zodParam(path);
      throw new ApiError("invalid_request", `Invalid ${param ?? where}: strings must not contain the NUL character (\\u0000).`, param);
    }
  }
  next();
}
