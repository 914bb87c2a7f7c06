import type { CatalogSignal, RuleCondition } from "../api";

type Op = RuleCondition["op"];
type Scalar = string | number | boolean | null;

/**
 * What kind of value a catalog signal takes, read from its JSON Schema (GET /signal-catalog):
 * the editor offers only the operators and inputs that fit it (contract section 22), and the
 * server refuses the rest (src/rules/editor/signal-check.ts).
 */
export type SignalKind =
  | { kind: "boolean" }
  | { kind: "number" }
  | { kind: "choice"; options: string[]; country: boolean }
  | { kind: "text" }
  | { kind: "unknown" };

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
}

export function signalKind(signal: CatalogSignal | undefined): SignalKind {
  if (!signal) return { kind: "unknown" };
  const root = signal.schema as JsonSchema;
  // A nullable value is anyOf [the value, null]: the value's own schema decides.
  const schema = root.anyOf?.find((s) => s.type !== "null") ?? root;
  if (schema.enum) return { kind: "choice", options: schema.enum.map(String), country: schema.format === "iso-3166-alpha-2" };
  if (schema.type === "boolean") return { kind: "boolean" };
  if (schema.type === "number" || schema.type === "integer") return { kind: "number" };
  if (schema.type === "string") return { kind: "text" };
  return { kind: "unknown" };
}

const PRESENCE: Op[] = ["exists", "missing"];

/** The operators that fit a signal: ordering only on numbers, lists not on booleans. */
export function operatorsFor(kind: SignalKind): Op[] {
  switch (kind.kind) {
    case "boolean":
      return ["eq", "neq", ...PRESENCE];
    case "number":
      return ["eq", "neq", "gt", "gte", "lt", "lte", ...PRESENCE];
    case "choice":
    case "text":
      return ["eq", "neq", "in", "not_in", ...PRESENCE];
    default:
      return ["eq", "neq", "in", "not_in", "gt", "gte", "lt", "lte", ...PRESENCE];
  }
}

export const isList = (op: Op) => op === "in" || op === "not_in";
export const needsValue = (op: Op) => op !== "always" && op !== "exists" && op !== "missing";

/** One value as the form holds it (text) read back into the signal's type. */
export function typedValue(kind: SignalKind, text: string): Scalar {
  if (kind.kind === "boolean") return text === "true";
  if (kind.kind === "number") return Number(text);
  if (kind.kind === "unknown") {
    const t = text.trim();
    if (t === "true" || t === "false") return t === "true";
    if (t === "null") return null;
    if (t !== "" && !Number.isNaN(Number(t))) return Number(t);
    return t;
  }
  return text.trim();
}

/** The condition of the form's state. */
export function conditionOf(op: Op, signal: string, kind: SignalKind, value: string, values: string[]): RuleCondition {
  if (op === "always") return { signal: "*", op };
  if (op === "exists" || op === "missing") return { signal, op };
  if (op === "gt" || op === "gte" || op === "lt" || op === "lte") return { signal, op, value: Number(value) };
  if (op === "in" || op === "not_in") return { signal, op, value: values.map((v) => typedValue(kind, v)) };
  return { signal, op, value: typedValue(kind, value) };
}
