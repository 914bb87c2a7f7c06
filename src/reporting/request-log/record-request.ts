import type { Request, Response } from "express";
import { requestPath } from "../../http/access-log.js";
import { clientAddress } from "../../http/client-address.js";
import { requestLogWriter } from "./request-log-writer.js";

/** Paths longer than this are cut (Node accepts request lines of up to 16 KB). */
const MAX_PATH = 2_000;

/**
 * The request log's observer of a finished response (src/http/request-timing.ts): an /api/v1
 * request that authenticated to an account becomes one entry. A request whose key was refused
 * has no account, so it is not logged. Method, path without query string, status and error code,
 * key id, address and timing only: never a body, a header value or the key itself.
 */
export function recordRequest(req: Request, res: Response, ms: number): void {
  const auth = req.auth;
  if (!auth) return;
  requestLogWriter.record({
    id: req.id,
    merchantId: auth.merchantId,
    mode: auth.mode,
    method: req.method,
    path: requestPath(req.originalUrl).slice(0, MAX_PATH),
    status: res.statusCode,
    errorCode: res.errorCode ?? null,
    apiKeyId: auth.keyId,
    ip: clientAddress(req),
    latencyMs: Math.round(ms),
    at: Date.now() - Math.round(ms),
  });
}
