import { existsSync } from "node:fs";
import { flowRegistry } from "../../src/flows/registry.js";
import type { ScenarioTable } from "./v1-scenarios.js";

/** A flow's contract scenarios, in its folder (`src/flows/<name>/contract-scenarios.test-support.ts`, exporting `scenarios`). */
export interface FlowScenarios {
  /** Its /api/v1 routes' (mirrored dashboard routes reuse them). */
  v1?: ScenarioTable;
  /** Its /api/sdk/v1 routes'. */
  sdk?: ScenarioTable;
}

// Every registered flow's scenarios, found by the registry's names: adding a flow adds none here.
const tables: FlowScenarios[] = [];
for (const flow of flowRegistry) {
  if (!existsSync(new URL(`../../src/flows/${flow.name}/contract-scenarios.test-support.ts`, import.meta.url))) continue;
  // The .ts name: vite resolves a variable import by globbing the files that match it.
  const module = (await import(`../../src/flows/${flow.name}/contract-scenarios.test-support.ts`)) as { scenarios: FlowScenarios };
  tables.push(module.scenarios);
}

export const flowV1Scenarios: ScenarioTable = Object.assign({}, ...tables.map((table) => table.v1 ?? {}));
export const flowSdkScenarios: ScenarioTable = Object.assign({}, ...tables.map((table) => table.sdk ?? {}));
