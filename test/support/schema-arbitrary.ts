import fc, { type Arbitrary } from "fast-check";

/** A JSON Schema (2020-12, as our OpenAPI 3.1 documents hold) and the document its `$ref`s point into. */
export type Schema = Record<string, unknown>;

function resolve(schema: Schema, root: Schema): Schema {
  let at = schema;
  for (let guard = 0; typeof at.$ref === "string" && guard < 20; guard++) {
    const path = (at.$ref as string).replace(/^#\//, "").split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    let next: unknown = root;
    for (const part of path) next = (next as Record<string, unknown>)[part];
    at = { ...(next as Schema), ...Object.fromEntries(Object.entries(at).filter(([k]) => k !== "$ref")) };
  }
  return at;
}

const weirdStrings = fc.constantFrom("", " ", "null", "0", "-1", "1e309", "\u0000", "\ud800", "😀".repeat(3), "%", "../..", "<script>", "x".repeat(5000), "NaN");

// Built once, at import: fast-check's first webUrl() builds its domain tables, 2-5 s of synchronous
// CPU on this machine. Built inside a test, that blocks the event loop the in-process api shares,
// and a kept-alive connection can outlive the server's idle timeout while nothing can run.
const webUrls = fc.webUrl().filter((u) => u.length <= 2048);

function stringArbitrary(schema: Schema): Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (typeof schema.const === "string") return fc.constant(schema.const);
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, Math.max(minLength, 40));
  if (typeof schema.pattern === "string") {
    const re = new RegExp(schema.pattern as string);
    return fc.stringMatching(re).filter((s) => s.length >= minLength && s.length <= ((schema.maxLength as number | undefined) ?? Infinity));
  }
  switch (schema.format) {
    case "date-time":
      return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
    case "email":
      return fc.emailAddress().filter((e) => e.length <= maxLength);
    case "uri":
      return webUrls;
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

/** Values that satisfy `schema` (the common subset zod-to-openapi emits). */
export function validValue(schemaIn: Schema, root: Schema, depth = 0): Arbitrary<unknown> {
  const schema = resolve(schemaIn, root);
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as Schema[];
    return fc.oneof(...options.map((option) => validValue(option, root, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return validValue(Object.assign({}, ...(schema.allOf as Schema[]).map((s) => resolve(s, root))), root, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : ["string", "integer", "boolean"];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, root, depth + 1)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: (schema.minimum as number | undefined) ?? -1_000, max: (schema.maximum as number | undefined) ?? 1_000_000 });
    case "number":
      return fc.double({ min: (schema.minimum as number | undefined) ?? -1e6, max: (schema.maximum as number | undefined) ?? 1e6, noNaN: true });
    case "string":
      return stringArbitrary(schema);
    case "array": {
      const items = (schema.items as Schema | undefined) ?? {};
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? 4, minLength + 4);
      if (depth > 6) return fc.constant([]);
      return fc.array(validValue(items, root, depth + 1), { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = validValue(property, root, depth + 1);
      const extra = schema.additionalProperties;
      const fixed = fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
      if (extra && typeof extra === "object" && depth < 6) {
        const map = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validValue(extra as Schema, root, depth + 1), { maxKeys: 4 });
        return fc.tuple(fixed, map).map(([a, b]) => ({ ...b, ...a }));
      }
      return fixed;
    }
  }
  return fc.constant(null);
}

/** A value that breaks `schema` a little: a wrong type, a weird string, an unknown key, a missing field. */
export function nearValidValue(schemaIn: Schema, root: Schema): Arbitrary<unknown> {
  const schema = resolve(schemaIn, root);
  const wrongType = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), weirdStrings, fc.constant([]), fc.constant({}), fc.constant([[[[]]]]));
  if (schema.type === "object" && schema.properties) {
    const properties = Object.keys(schema.properties as object);
    return fc.tuple(validValue(schema, root) as Arbitrary<Record<string, unknown>>, fc.nat(), wrongType, fc.nat({ max: 3 })).map(([value, pick, bad, how]) => {
      const copy = { ...value };
      const name = properties[pick % Math.max(1, properties.length)];
      if (how === 0 && name) delete copy[name];
      else if (how === 1 && name) copy[name] = bad;
      else if (how === 2) copy[`unknown_${pick % 7}`] = bad;
      else if (name) copy[name] = { nested: bad };
      return copy;
    });
  }
  return fc.oneof(wrongType, validValue(schema, root));
}
