import type { FlowType } from "../sdk/proofbase-verify.js";
import { FLOWS } from "./registry.js";

/**
 * A part of every registered flow, by the flow's type, in the registry's order, from the modules
 * a surface found by file name (`import.meta.glob("<path to>/flows/*\/<File>", { eager: true })`, so
 * its bundle holds that part only; ./define.ts lists the parts). A folder that is not a registered
 * flow is an error, and so is a flow without a `required` part.
 */
export function flowParts<M>(modules: Record<string, M>, part: string, required: boolean): Map<FlowType, M> {
  const byFlow = new Map<string, M>();
  for (const [file, module] of Object.entries(modules)) {
    const folder = /\/flows\/([^/]+)\/[^/]+$/.exec(file)?.[1];
    if (!folder || !FLOWS.some((flow) => flow.type === folder)) throw new Error(`${file}: not in a registered flow's folder (web/src/flows/registry.ts)`);
    byFlow.set(folder, module);
  }
  const parts = new Map<FlowType, M>();
  for (const { type } of FLOWS) {
    const module = byFlow.get(type);
    if (module) parts.set(type, module);
    else if (required) throw new Error(`the ${type} flow has no ${part} (web/src/flows/${type}/${part})`);
  }
  return parts;
}
