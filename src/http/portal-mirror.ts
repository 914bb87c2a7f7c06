import { z } from "zod";
import { withErrorCode } from "./field-error-codes.js";
import type { Permission } from "./auth/permissions.js";
import type { AnyRoute } from "./route.js";

export const PORTAL_MODES = ["test", "live"] as const;

/** `{mode}` in a mirrored path (and in a portal route of one mode): anything but test or live is no route at all. */
export const modeParam = withErrorCode(
  z.enum(PORTAL_MODES).meta({ param: { description: "The data the dashboard shows: test or live." } }),
  "route_not_found",
);

/** The params of a portal route acting for the mode in its path (`/{mode}/...`), like the mirrored ones. */
export const portalModeParams = z.strictObject({ mode: modeParam });

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The secret-key routes, declared once, served to the signed-in dashboard too: each becomes
 * `/{mode}/<path>` under /api/merchant with the portal session as principal (the mode comes from
 * the path; the permission from the route's scope and method, by `permissionOf`, given by the
 * composition root). Same schemas, handler and errors; nothing is copied.
 */
export function mirrorForPortal(routes: readonly AnyRoute[], permissionOf: (route: AnyRoute) => Permission): AnyRoute[] {
  return routes.map((route) => {
    if (route.principal.kind !== "secret_key") throw new Error(`${route.operationId} is not a secret-key route`);
    const params = route.params ? (route.params as z.ZodObject).extend({ mode: modeParam }) : z.strictObject({ mode: modeParam });
    return {
      ...route,
      path: `/{mode}${route.path}`,
      operationId: `portal${capitalized(route.operationId)}`,
      principal: { kind: "portal_session", modeScoped: true, liveOnly: route.principal.liveOnly, testOnly: route.principal.testOnly, permission: permissionOf(route) },
      params,
      errors: [...(route.errors ?? []), "route_not_found"],
    };
  });
}
