import { writeFileSync } from "node:fs";
import { openApiDocuments } from "../src/app/openapi-files.js";
import { DASHBOARD_API_TYPES_FILE, dashboardApiTypes } from "./dashboard-api-types.js";
import { API_TYPES_FILE as CLIENT_API_TYPES_FILE, clientApiTypes } from "../packages/client/scripts/api-types.js";
import { portalSurface, v1Surface } from "../src/app/surfaces.js";
import { openApiDocument } from "../src/http/openapi.js";

// `npm run openapi`: writes the OpenAPI documents into docs/ (committed; a test fails when they are
// stale), and the dashboard's and the client package's API types from them (git-ignored; the
// install and builds generate them from the committed documents: `npm run generate:api-types`).
for (const { file, document } of openApiDocuments()) {
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
writeFileSync(DASHBOARD_API_TYPES_FILE, await dashboardApiTypes(openApiDocument(portalSurface)));
console.log(`wrote ${DASHBOARD_API_TYPES_FILE}`);
writeFileSync(CLIENT_API_TYPES_FILE, await clientApiTypes(openApiDocument(v1Surface)));
console.log(`wrote ${CLIENT_API_TYPES_FILE}`);
process.exit(0);
