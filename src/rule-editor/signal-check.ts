import type { z } from "zod";
import { signalCatalog } from "../flows/registry.js";
import type { Condition } from "../decision-rules/rule-schema.js";

const CATALOG_NAMES = new Set(signalCatalog.map((signal) => signal.name));

/** Whether a signal is one the registered flows produce (the rule editor's catalog). */
export function isCatalogSignal(name: string): boolean {
  return CATALOG_NAMES.has(name);
}

/** The signal a condition reads, or null for the catch-all (`always`). */
export function conditionSignal(condition: Condition): string | null {
  return condition.op === "always" ? null : condition.signal;
}

/**
 * A rule written through the API reads a signal of the catalog: a misspelt or invented signal
 * (`phone_contry`, `wallet_age_days`) would never match and nothing would say so. Answered as
 * 400 invalid_request with `param: "signal"` (contract section 14). Stored rules are still
 * evaluated whatever they read; the portal list flags those that read no catalog signal.
 */
export function catalogSignalOnly<T extends { condition?: Condition }>(value: T, ctx: z.RefinementCtx): void {
  const signal = value.condition ? conditionSignal(value.condition) : null;
  if (signal !== null && !isCatalogSignal(signal))
    ctx.addIssue({
      code: "custom",
      path: ["signal"],
      message: `'${signal}' is not a signal any verification flow produces; see GET /api/merchant/signal-catalog`,
    });
}
