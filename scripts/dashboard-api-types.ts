import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

/** The dashboard's API types (web/src/dashboard/api-types.ts, git-ignored), generated from the portal API's OpenAPI document. */
export const DASHBOARD_API_TYPES_FILE = fileURLToPath(new URL("../web/src/dashboard/api-types.ts", import.meta.url));

/** The committed portal document the build generates them from (a test holds it to the code). */
export const PORTAL_DOCUMENT_FILE = fileURLToPath(new URL("../docs/openapi-portal.json", import.meta.url));

type Schema = { enum?: unknown[]; items?: Schema; properties?: Record<string, Schema> };

/** The enums the dashboard's forms offer as choices: export name -> [schema, property path]. */
const RUNTIME_ENUMS: Record<string, [schema: string, ...path: string[]]> = {
  scopeValues: ["MintApiKey", "scopes", "items"],
  eventTypeValues: ["CreateWebhookEndpoint", "events", "items"],
  sessionStatusValues: ["VerificationSession", "status"],
  reviewStatusValues: ["Review", "status"],
  ruleActionValues: ["CreateDecisionRule", "action"],
  kycStatusValues: ["Customer", "kyc_status"],
  flowValues: ["CreateVerificationSession", "flows", "items"],
  testOutcomeValues: ["CreateVerificationSession", "test_outcome"],
  reverificationStatusValues: ["ReverificationRequest", "status"],
};

function runtimeEnums(schemas: Record<string, Schema>): string {
  return Object.entries(RUNTIME_ENUMS)
    .map(([name, [schemaName, ...path]]) => {
      let schema: Schema | undefined = schemas[schemaName];
      for (const key of path) schema = key === "items" ? schema?.items : schema?.properties?.[key];
      if (!schema?.enum) throw new Error(`${schemaName}.${path.join(".")} is not an enum in the portal document`);
      return `export const ${name} = ${JSON.stringify(schema.enum)} as const;`;
    })
    .join("\n");
}

/** The text of web/src/dashboard/api-types.ts for the portal API's OpenAPI document. */
export async function dashboardApiTypes(portalDocument: object): Promise<string> {
  const document = JSON.parse(JSON.stringify(portalDocument));
  const ast = await openapiTS(document);
  return [
    "// Generated from the portal API's OpenAPI document (docs/openapi-portal.json) by `npm run generate:api-types`",
    "// (openapi-typescript). Not committed; do not edit.",
    astToString(ast),
    "// The enums the dashboard offers as choices, as values.",
    runtimeEnums(document.components.schemas),
    "",
  ].join("\n");
}
