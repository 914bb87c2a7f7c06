import express, { Router } from "express";
import { authenticate } from "../auth/authenticate.js";
import { ApiError } from "../errors/api-error.js";
import { routeNotFound } from "./error-middleware.js";
import { withIdempotency } from "./idempotency.js";
import { rateLimit } from "./rate-limit.js";
import { requireDependencies } from "./require-dependencies.js";
import type { ApiRoute } from "./route-table.js";
import { requireStorableStrings } from "./storable-strings.js";

/**
 * /api/v1: authentication runs before routing, body parsing and every handler; then each route's
 * scope (and live-only flag) from the route table is checked before its handler runs.
 */
export function v1Router(routes: readonly ApiRoute[]): Router {
  const router = Router();
  router.use(requireDependencies, authenticate, rateLimit, express.json({ limit: "64kb" }), requireStorableStrings);

  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      const auth = req.auth!;
      if (!auth.scopes.has(route.scope)) {
        throw new ApiError("missing_scope", `This API key lacks the '${route.scope}' scope required by this route.`);
      }
      if (route.liveOnly && !auth.livemode) {
        throw new ApiError("live_key_required", "This operation is only available with a live key (pb_sk_live_...).");
      }
      const result =
        route.method === "post"
          ? await withIdempotency(req, auth, () => route.handler({ req, auth }))
          : { ...(await route.handler({ req, auth })), replayed: false };
      if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
      res.status(result.status ?? 200).json({ ...result.body, livemode: auth.livemode });
    });
  }
  router.use(routeNotFound);
  return router;
}
