import { v1Routes } from "../../src/app/v1-routes.js";
import type { AnyRoute } from "../../src/http/route.js";
import type { ContractCase } from "../support/contract.js";
import { genericScenarios } from "./generic-scenarios.js";
import { memberScenarios } from "./member-scenarios.js";
import { portalScenarios } from "./portal-scenarios.js";
import { sdkGenericScenarios, sdkScenarios } from "./sdk-scenarios.js";
import { v1Scenarios, type ScenarioTable } from "./v1-scenarios.js";
import type { Scenario } from "./world.js";
import { flowSdkScenarios, flowV1Scenarios } from "./flow-scenarios.js";

const allV1Scenarios: ScenarioTable = { ...v1Scenarios, ...flowV1Scenarios };
const allSdkScenarios: ScenarioTable = { ...sdkScenarios, ...flowSdkScenarios };

/** The v1 declaration a dashboard route mirrors (same handler), or the route itself. */
export function declarationOf(route: AnyRoute): AnyRoute {
  return v1Routes.find((v1) => v1.handler === route.handler) ?? route;
}

function tableOf(route: AnyRoute): ScenarioTable {
  const { kind } = declarationOf(route).principal;
  return kind === "secret_key" ? allV1Scenarios : kind === "client_token" ? allSdkScenarios : { ...portalScenarios, ...memberScenarios };
}

/** The scenario tabled for a route's outcome (a mirrored route reuses its v1 entry), else the generic one of that code. */
export function scenarioFor({ route, outcome }: Pick<ContractCase, "route" | "outcome">): Scenario | undefined {
  const specific = tableOf(route)[declarationOf(route).operationId]?.[outcome];
  if (specific || outcome === "success") return specific;
  return (route.principal.kind === "client_token" ? sdkGenericScenarios[outcome] : undefined) ?? genericScenarios[outcome];
}

/** Only the scenario tabled for this very route and outcome (no generic fallback). */
export function specificScenarioFor({ route, outcome }: Pick<ContractCase, "route" | "outcome">): Scenario | undefined {
  return tableOf(route)[declarationOf(route).operationId]?.[outcome];
}
