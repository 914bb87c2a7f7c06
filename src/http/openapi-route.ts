import type { RequestHandler } from "express";
import { openApiDocument, type ApiSurface } from "./openapi.js";

/** Serves a surface's OpenAPI document (no authentication), generated once per process. */
export function serveOpenApi(surface: ApiSurface): RequestHandler {
  let document: string | undefined;
  return (_req, res) => {
    document ??= JSON.stringify(openApiDocument(surface));
    res.type("application/json").setHeader("Cache-Control", "public, max-age=300");
    res.send(document);
  };
}
