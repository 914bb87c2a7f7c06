import { existsSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/** The variants the web build writes beside each text file (web/precompress.ts), preferred first. */
const VARIANTS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** The variant of `file` (a path under `root`) to send for this request's Accept-Encoding, if any. */
function variantFor(req: Request, root: string, file: string): (typeof VARIANTS)[number] | undefined {
  // No header: send the file as it is (RFC 9110 would allow any coding; clients without one want none).
  if (!req.headers["accept-encoding"]) return undefined;
  return VARIANTS.find((variant) => req.acceptsEncodings(variant.encoding) === variant.encoding && existsSync(path.join(root, file + variant.suffix)));
}

/**
 * Sends `file` (relative to `root`) or, when the client accepts it and the build wrote it, its
 * .br or .gz twin with Content-Encoding, the file's own Content-Type and `Vary: Accept-Encoding`.
 * The response is then already encoded, so the compression middleware (compress.ts) leaves it
 * alone; files without a twin (small ones) still go through it. `headers` are set on every answer;
 * a file that does not exist passes to the next handler.
 */
export function sendPrecompressed(req: Request, res: Response, next: NextFunction, root: string, file: string, headers: Record<string, string>): void {
  const variant = variantFor(req, root, file);
  res.vary("Accept-Encoding").set(headers);
  if (variant) res.type(path.extname(file)).set("Content-Encoding", variant.encoding);
  res.sendFile(variant ? file + variant.suffix : file, { root, cacheControl: false, dotfiles: "ignore" }, (error?: NodeJS.ErrnoException & { status?: number }) => {
    if (!error || res.headersSent) return;
    res.removeHeader("Content-Encoding");
    if (error.status === 404 || error.code === "ENOENT" || error.code === "EISDIR") return next();
    next(error);
  });
}

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*[A-Za-z0-9]$/;

/** Every file under `root` (hashed assets, the SDK), through sendPrecompressed; not a directory listing. */
export function precompressedStatic(root: string, headers: Record<string, string>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = req.path.replace(/^\/+/, "");
    // The build names its files with these characters only; anything else is not one of them.
    if (!SAFE_NAME.test(file) || file.split("/").includes("..")) return next();
    sendPrecompressed(req, res, next, root, file, headers);
  };
}
