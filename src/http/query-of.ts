import type { Request } from "express";

const NO_QUERY: Readonly<Record<string, never>> = Object.freeze({});

/**
 * The request's query fields (`{}` when its URL has no query string). Express 5 parses
 * `req.query` again at every read (a getter), so a URL without one skips the parser.
 */
export function queryOf(req: Request): Record<string, unknown> {
  return req.url.includes("?") ? (req.query as Record<string, unknown>) : NO_QUERY;
}
