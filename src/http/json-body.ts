import express, { type NextFunction, type Request, type Response } from "express";
import { ApiError } from "../platform/errors/api-error.js";
import { echoed } from "../platform/errors/echo.js";

/** JSON bodies up to 64 KiB; the raw bytes are kept for the idempotency fingerprint. */
const parseJson = express.json({
  limit: "64kb",
  verify: (req, _res, buf) => {
    (req as express.Request).rawBody = buf;
  },
});

/** Bytes follow the headers (an empty body needs no Content-Type). */
function carriesBody(req: Request): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

/**
 * The JSON body of every API route. A body labelled anything but JSON (or not labelled) is refused
 * with 415 `unsupported_media_type` rather than read as no body, which would answer with a
 * misleading "Invalid flows: expected array, received undefined". An upload route's bytes
 * (`rawBytes`, src/http/raw-body.ts) are read by the router instead.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  if (req.takesRawBody) return next();
  if (carriesBody(req) && !req.is(["application/json", "application/*+json"])) {
    const type = req.headers["content-type"];
    return next(
      new ApiError(
        "unsupported_media_type",
        `Send the request body as JSON with the header Content-Type: application/json (this request's Content-Type is ${type ? `'${echoed(type.slice(0, 100))}'` : "missing"}).`,
      ),
    );
  }
  parseJson(req, res, next);
}
