import { prisma } from "../../src/platform/db/client.js";
import { routeErrorCodes, type ApiSurface } from "../../src/http/openapi.js";
import type { AnyRoute } from "../../src/http/route.js";
import { exchange, type Outcome } from "../support/contract.js";
import { specificScenarioFor } from "./scenario-lookup.js";
import { requestFor, type Fixtures, type World } from "./world.js";

/** Sends a route's tabled scenario for `outcome` on `surface`, and reads the audit rows its request wrote. */
export async function runWithAuditRows(surface: ApiSurface, route: AnyRoute, outcome: Outcome, world: World, fx: Fixtures) {
  const scenario = specificScenarioFor({ route, outcome });
  if (!scenario) throw new Error(`no ${outcome} scenario for ${route.operationId}: add one to test/contract/`);
  const response = await scenario({ surface, route, world, fx, send: (options) => exchange(world.baseUrl, requestFor(world, surface, route, options)) });
  const requestId = response.headers.get("x-request-id")!;
  return { response, rows: await prisma.auditLogEntry.findMany({ where: { requestId } }), requestId };
}

/** How a route is named in test titles. */
export const routeName = (route: AnyRoute) => `${route.operationId} (${route.method.toUpperCase()} ${route.path})`;

/** Each tabled refusal of `routes` on `surface`, named for `it.for`: a refused write must write no row. */
export function refusalCases(surface: ApiSurface, routes: AnyRoute[]) {
  return routes.flatMap((route) =>
    routeErrorCodes(surface, route)
      .filter((code) => specificScenarioFor({ route, outcome: code }))
      .map((code) => [`${routeName(route)}: ${code}`, route, code] as const),
  );
}
