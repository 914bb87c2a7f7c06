import { z } from "zod";
import { withErrorCode } from "./field-error-codes.js";
import type { AnyRoute } from "./route.js";

export const PORTAL_MODES = ["test", "live"] as const;

/** `{mode}` in a mirrored path (and in a portal route of one mode): anything but test or live is no route at all. */
export const modeParam = withErrorCode(
  z.enum(PORTAL_MODES).meta({ param: { description: "The data the dashboard shows: test or live." } }),
  "route_not_found",
);

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The secret-key routes, declared once, served to the signed-in dashboard too: each becomes
 * `/{mode}/<path>` under /api/merchant with the portal session as principal (every scope; the
 * mode comes from the path; writes are the owner's). Same schemas, handler and errors; nothing is copied.
 */
export function mirrorForPortal(routes: readonly AnyRoute[]): AnyRoute[] {
  return routes.map((route) => {
    if (route.principal.kind !== "secret_key") throw new Error(`${route.operationId} is not a secret-key route`);
    const params = route.params ? (route.params as z.ZodObject).extend({ mode: modeParam }) : z.strictObject({ mode: modeParam });
    return {
      ...route,
      path: `/{mode}${route.path}`,
      operationId: `portal${capitalized(route.operationId)}`,
      // Any signed-in user of the account reads; only its owner changes anything.
      principal: { kind: "portal_session", modeScoped: true, liveOnly: route.principal.liveOnly, ownerOnly: route.method !== "get" },
      params,
      errors: [...(route.errors ?? []), "route_not_found"],
    };
  });
}
