import { existsSync } from "node:fs";
import path from "node:path";
import { Router, type NextFunction, type Request, type Response } from "express";
import { config } from "../platform/config.js";
import { routeLabel } from "../platform/metrics/http-metrics.js";
import { pageCsp } from "./page-csp.js";
import { precompressedStatic, sendPrecompressed } from "./precompressed-files.js";

const HTML_HEADERS = {
  "Cache-Control": "no-cache",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

function missingBuild(res: Response): void {
  res
    .status(503)
    .type("text/plain")
    .send("The web app is not built. Run `npm run build:web` (npm run dev does it for you).\n");
}

/**
 * The dashboard's own URLs (web/src/dashboard/App.tsx): sign-in and sign-up, an invitation's link
 * (`/invite`), the password reset pages (`/reset` is the emailed link, `{PUBLIC_URL}/reset#token=...`),
 * and every page under its mode, `/test/...` or `/live/...`. /api, /admin, /verify, /healthz and
 * /readyz stay outside.
 */
export const DASHBOARD_PATHS = ["/", "/signin", "/signup", "/invite", "/forgot-password", "/reset", "/test", "/test/*rest", "/live", "/live/*rest"];

/**
 * The built web app (web/, `npm run build:web`): the hosted verification page at /verify, the
 * dashboard at /, the browser SDK at /sdk/v1/proofbase.js. Hashed assets are cached for good;
 * HTML pages and the SDK's stable URL are revalidated on every load. Every text file goes as the
 * build precompressed it, br or gzip as the client accepts (precompressed-files.ts).
 */
export function webApp(distDir = path.resolve(config.WEB_DIST_DIR)): Router {
  const router = Router();
  const page = (file: string) => (req: Request, res: Response, next: NextFunction) => {
    const full = path.join(distDir, file);
    if (!existsSync(full)) return missingBuild(res);
    sendPrecompressed(req, res, next, distDir, file, { ...HTML_HEADERS, "Content-Security-Policy": pageCsp(full) });
  };
  router.get("/verify", page("verify.html"));
  // The dashboard's client-side routes all load its index.html; nothing else is shadowed.
  router.get(DASHBOARD_PATHS, routeLabel("/{dashboard page}"), page("index.html"));
  router.use("/assets", routeLabel("/assets/{file}"), precompressedStatic(path.join(distDir, "assets"), { "Cache-Control": "public, max-age=31536000, immutable" }));
  router.use(
    "/sdk/v1",
    routeLabel("/sdk/v1/{file}"),
    precompressedStatic(path.join(distDir, "sdk/v1"), { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" }),
  );
  return router;
}
