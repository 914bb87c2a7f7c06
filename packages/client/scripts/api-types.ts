import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

/** The client's generated API types (git-ignored; its build generates them from docs/openapi.json, a test holds them to the code). */
export const API_TYPES_FILE = fileURLToPath(new URL("../src/openapi-types.ts", import.meta.url));

type Schema = { enum?: unknown[]; items?: Schema; properties?: Record<string, Schema> };

/** The event catalog as values (the CLI's `--events` checks against it). */
function eventTypeValues(document: { components?: { schemas?: Record<string, Schema> } }): string {
  const values = document.components?.schemas?.CreateWebhookEndpoint?.properties?.events?.items?.enum;
  if (!values) throw new Error("CreateWebhookEndpoint.events.items is not an enum in the OpenAPI document");
  return `export const EVENT_TYPES = ${JSON.stringify(values)} as const;`;
}

type Document = { paths?: Record<string, Record<string, { operationId?: string }>> };
const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every operation's method and path template, by operationId (`Proofbase.call` sends any of them). */
function operationValues(document: Document): string {
  const operations: Record<string, [string, string]> = {};
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId) operations[operationId] = [method.toUpperCase(), path];
    }
  const lines = Object.entries(operations).map(([id, [method, path]]) => `  ${id}: ["${method}", "${path}"],`);
  return ["export const OPERATIONS = {", ...lines, "} as const;"].join("\n");
}

/** The text of src/openapi-types.ts for a `/api/v1` OpenAPI document. */
export async function clientApiTypes(document: object): Promise<string> {
  const copy = JSON.parse(JSON.stringify(document));
  const ast = await openapiTS(copy);
  return [
    "// Generated from the Proofbase API's OpenAPI document (GET /api/v1/openapi.json, docs/openapi.json)",
    "// by `npm run generate -w @proofbase/client` (openapi-typescript), which the package's build runs. Not committed; do not edit.",
    astToString(ast),
    "// The event catalog, as values.",
    eventTypeValues(copy),
    "// Each operation's method and path, by operationId.",
    operationValues(copy),
    "",
  ].join("\n");
}
