import { readFileSync, writeFileSync } from "node:fs";
import { DASHBOARD_API_TYPES_FILE, PORTAL_DOCUMENT_FILE, dashboardApiTypes } from "./dashboard-api-types.js";

// Writes the dashboard's API types from the committed docs/openapi-portal.json (the root
// postinstall, `npm run build:web` and `npm run generate:api-types` run it; the file is git-ignored).
writeFileSync(DASHBOARD_API_TYPES_FILE, await dashboardApiTypes(JSON.parse(readFileSync(PORTAL_DOCUMENT_FILE, "utf8"))));
console.log(`wrote ${DASHBOARD_API_TYPES_FILE}`);
