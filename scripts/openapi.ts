import { writeFileSync } from "node:fs";
import { openApiDocuments } from "../src/app/openapi-files.js";
import { DASHBOARD_API_TYPES_FILE, dashboardApiTypes } from "./dashboard-api-types.js";
import { API_TYPES_FILE as CLIENT_API_TYPES_FILE, clientApiTypes } from "../packages/client/scripts/api-types.js";
import { v1Surface } from "../src/app/surfaces.js";
import { openApiDocument } from "../src/http/openapi.js";

// `npm run openapi`: writes the generated OpenAPI documents into docs/, the dashboard's and the client package's API types
// (tests fail when any is stale).
for (const { file, document } of openApiDocuments()) {
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
writeFileSync(DASHBOARD_API_TYPES_FILE, await dashboardApiTypes());
console.log(`wrote ${DASHBOARD_API_TYPES_FILE}`);
writeFileSync(CLIENT_API_TYPES_FILE, await clientApiTypes(openApiDocument(v1Surface)));
console.log(`wrote ${CLIENT_API_TYPES_FILE}`);
process.exit(0);
