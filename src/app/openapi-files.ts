import { fileURLToPath } from "node:url";
import { openApiDocument } from "../http/openapi.js";
import { packageRoot } from "../platform/package-root.js";
import { portalSurface, sdkSurface, v1Surface } from "./surfaces.js";

const docs = (name: string) => fileURLToPath(new URL(`docs/${name}`, packageRoot()));

/** The committed copies of the generated documents, and what they should contain. */
export function openApiDocuments(): Array<{ file: string; document: object }> {
  return [
    { file: docs("openapi.json"), document: openApiDocument(v1Surface) },
    { file: docs("openapi-portal.json"), document: openApiDocument(portalSurface) },
    { file: docs("openapi-sdk.json"), document: openApiDocument(sdkSurface) },
  ];
}
