import type { z } from "zod";
import type { ErrorCode } from "../platform/errors/api-error.js";

// Schemas whose failures answer with a specific code instead of `invalid_request` (`limit` is
// `invalid_limit`, a webhook `url` is `invalid_url`, ...). Part of the declaration, not of a handler.
const codes = new WeakMap<z.ZodType, ErrorCode>();

/** Marks `schema` so that a request failing it gets `code`. Returns the same schema. */
export function withErrorCode<S extends z.ZodType>(schema: S, code: ErrorCode): S {
  codes.set(schema, code);
  return schema;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that do not add a level to an issue's path. */
function* unwrapped(schema: z.ZodType): Generator<z.ZodType> {
  let at: z.ZodType | undefined = schema;
  while (at) {
    yield at;
    const def = defOf(at);
    at = ["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type)
      ? def.innerType
      : def.type === "pipe"
        ? def.in
        : undefined;
  }
}

/**
 * The code declared for the field an issue's `path` points into (the deepest marked level wins),
 * with the path of that field: a bad element of `events` is reported as `events`, the field that
 * carries the code.
 */
export function errorCodeFor(schema: z.ZodType, path: readonly PropertyKey[]): { code: ErrorCode; path: PropertyKey[] } | undefined {
  let found: { code: ErrorCode; path: PropertyKey[] } | undefined;
  let at: z.ZodType | undefined = schema;
  for (let depth = 0; at; depth++) {
    const key = path[depth];
    let next: z.ZodType | undefined;
    for (const level of unwrapped(at)) {
      const code = codes.get(level);
      if (code) found = { code, path: path.slice(0, depth) };
      const def = defOf(level);
      if (def.type === "object" && typeof key === "string") next ??= def.shape?.[key];
      if (def.type === "array" && typeof key === "number") next ??= def.element;
    }
    at = next;
  }
  return found;
}

/** Every code declared anywhere in `schema` (for the OpenAPI document's error responses). */
export function declaredCodes(schema: z.ZodType): ErrorCode[] {
  const found = new Set<ErrorCode>();
  const pending: z.ZodType[] = [schema];
  const seen = new Set<z.ZodType>();
  while (pending.length > 0) {
    const at = pending.pop()!;
    for (const level of unwrapped(at)) {
      if (seen.has(level)) continue;
      seen.add(level);
      const code = codes.get(level);
      if (code) found.add(code);
      const def = defOf(level);
      if (def.type === "object") pending.push(...Object.values(def.shape ?? {}));
      if (def.type === "array" && def.element) pending.push(def.element);
    }
  }
  return [...found];
}
