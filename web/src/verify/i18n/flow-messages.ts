import type { FlowMessages } from "../../flows/define.js";
import { flowParts } from "../../flows/parts.js";
import type { FLOWS } from "../../flows/registry.js";

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What one flow's words add to a catalog: `steps.<flow>`, `<flow>.*` and its `errors.*`. */
type Added<F> = F extends { type: infer T extends string; types?: { messages: infer M } }
  ? [M] extends [never]
    ? never
    : M extends FlowMessages
      ? { steps: Record<T, string>; errors: M["errors"] } & Record<T, M["words"]>
      : never
  : never;

/** Every registered flow's words (web/src/flows/<flow>/messages-en.ts), as the catalog holds them. */
export type FlowCatalog = UnionToIntersection<Added<(typeof FLOWS)[number]>>;

/**
 * A language's catalog: the page's own words (`base`) with every flow's fragment in that language
 * (`modules`: the language's `import.meta.glob` of web/src/flows/*\/messages-<lang>.ts). A flow's
 * key may not shadow the page's or another flow's.
 */
export function withFlowMessages<Base extends { steps: object; errors: object }>(base: Base, modules: Record<string, { messages: FlowMessages }>): Base & FlowCatalog {
  const catalog: Record<string, unknown> = { ...base };
  const steps: Record<string, unknown> = { ...base.steps };
  const errors: Record<string, unknown> = { ...base.errors };
  for (const [type, { messages }] of flowParts(modules, "messages-<lang>.ts", false)) {
    const clash = [Object.hasOwn(catalog, type) && type, Object.hasOwn(steps, type) && `steps.${type}`, ...Object.keys(messages.errors).filter((code) => Object.hasOwn(errors, code)).map((code) => `errors.${code}`)].filter(Boolean);
    if (clash.length > 0) throw new Error(`the ${type} flow's words repeat ${clash.join(", ")}`);
    steps[type] = messages.title;
    catalog[type] = messages.words;
    Object.assign(errors, messages.errors);
  }
  return { ...catalog, steps, errors } as Base & FlowCatalog;
}
