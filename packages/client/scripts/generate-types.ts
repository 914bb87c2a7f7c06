import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { API_TYPES_FILE, clientApiTypes } from "./api-types.js";

// `npm run generate -w @proofbase/client [-- <openapi.json path or URL>]`: regenerates
// src/openapi-types.ts from the committed docs/openapi.json (or the given document, e.g.
// http://127.0.0.1:3000/api/v1/openapi.json). `npm run openapi` at the root does it too.
const source = process.argv[2] ?? fileURLToPath(new URL("../../../docs/openapi.json", import.meta.url));
const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : readFileSync(source, "utf8");
writeFileSync(API_TYPES_FILE, await clientApiTypes(JSON.parse(text)));
console.log(`wrote ${API_TYPES_FILE}`);
