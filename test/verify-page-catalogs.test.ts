// The hosted page's catalogs: every language has every key of the English one, and every error
// code the SDK API can answer (its OpenAPI document) has words in each.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en, type Catalog } from "../web/src/verify/i18n/catalog-en.js";
import { es } from "../web/src/verify/i18n/catalog-es.js";
import { fr } from "../web/src/verify/i18n/catalog-fr.js";

// The languages of the page's switcher (web/src/verify/i18n/i18n.tsx, LANGUAGES).
const CATALOGS: Record<"en" | "es" | "fr", Catalog> = { en, es, fr };

/** Every leaf of a catalog, dotted, with its value. */
function leaves(tree: object, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === "object") for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
    else found.set(`${prefix}${key}`, value);
  }
  return found;
}

type OpenApi = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { properties?: { error?: { properties: { code: { enum: string[] } } } } } }> }> }>> };

function sdkErrorCodes(): string[] {
  const doc = JSON.parse(readFileSync("docs/openapi-sdk.json", "utf8")) as OpenApi;
  const codes = Object.values(doc.paths)
    .flatMap((operations) => Object.values(operations))
    .flatMap((operation) => Object.values(operation.responses))
    .flatMap((response) => response.content?.["application/json"]?.schema.properties?.error?.properties.code.enum ?? []);
  return [...new Set(codes)].sort();
}

describe("hosted page catalogs", () => {
  it("each language has every key of English, non-empty, and no key English lacks", () => {
    const english = leaves(en);
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      const keys = leaves(catalog);
      expect([...english.keys()].filter((key) => !keys.has(key)), `${language} misses`).toEqual([]);
      expect([...keys.keys()].filter((key) => !english.has(key)), `${language} has extra`).toEqual([]);
      for (const [key, value] of keys) {
        const words = typeof value === "function" ? (value as (p: object) => string)({ count: 2, left: 2, seconds: 5 }) : value;
        expect(typeof words === "string" && words.trim().length > 0, `${language} ${key}`).toBe(true);
      }
    }
  });

  it("every error code of the SDK API's OpenAPI has words in each language", () => {
    const codes = sdkErrorCodes();
    expect(codes).toContain("invalid_client_token");
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      expect(codes.filter((code) => !Object.hasOwn(catalog.errors, code)), `${language} has no words for`).toEqual([]);
    }
  });

  it("says placeholders' values, and plurals by number, in each language", () => {
    for (const catalog of Object.values(CATALOGS)) {
      expect(catalog.errors.incorrect_code({ left: 3 })).toContain("3");
      expect(catalog.errors.incorrect_code({ left: 1 })).not.toBe(catalog.errors.incorrect_code({ left: 2 }).replace("2", "1"));
      expect(catalog.page.lead({ count: 3 })).toContain("3");
      expect(catalog.page.verifyFor).toContain("{{merchant}}");
    }
  });
});
