import { execFile } from "node:child_process";
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openApiDocuments } from "../src/app/openapi-files.js";
import { portalSurface, sdkSurface, v1Surface } from "../src/app/surfaces.js";
import { openApiDocument, routeErrorCodes } from "../src/http/openapi.js";
import { DASHBOARD_API_TYPES_FILE, dashboardApiTypes } from "../scripts/dashboard-api-types.js";

const run = promisify(execFile);

describe("the OpenAPI documents", () => {
  it.each(openApiDocuments().map((d) => [d.file.split("/").pop()!, d] as const))("%s is committed up to date (npm run openapi)", (_name, { file, document }) => {
    const committed = JSON.parse(readFileSync(file, "utf8"));
    expect(committed, "the committed document is stale: run `npm run openapi`").toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("the dashboard's API types are generated from the current portal document (npm run generate:api-types)", async () => {
    expect(readFileSync(DASHBOARD_API_TYPES_FILE, "utf8"), "web/src/dashboard/api-types.ts is stale: run `npm run generate:api-types`").toBe(await dashboardApiTypes(openApiDocument(portalSurface)));
  });

  it.each(openApiDocuments().map((d) => [d.file.split("/").pop()!, d] as const))("%s passes redocly lint with no errors", async (name, { document }) => {
    const file = join(mkdtempSync(join(tmpdir(), "openapi-")), name);
    writeFileSync(file, JSON.stringify(document));
    const result = await run("npx", ["redocly", "lint", file, "--format", "json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? "", stderr: error.stderr ?? "" }));
    const report = JSON.parse(result.stdout) as { totals: { errors: number }; problems: Array<{ severity: string; message: string; location: unknown }> };
    const errors = report.problems.filter((p) => p.severity === "error");
    expect(errors, JSON.stringify(errors.slice(0, 5), null, 2)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it("describes every declared route, with its security, and each of its error codes", () => {
    for (const [surface, fileName] of [
      [v1Surface, "/openapi.json"],
      [portalSurface, "/openapi-portal.json"],
      [sdkSurface, "/openapi-sdk.json"],
    ] as const) {
      const doc = openApiDocuments().find((d) => d.file.endsWith(fileName))!.document as {
        paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { schema: { properties: { error: { properties: { code: { enum: string[] } } } } } }> }> }>>;
      };
      for (const route of surface.routes) {
        const operation = doc.paths[route.path]?.[route.method];
        expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.operationId);
        const documented = Object.entries(operation!.responses)
          .filter(([status]) => status !== "default" && Number(status) >= 400)
          .flatMap(([, response]) => response.content?.["application/json"]?.schema.properties.error.properties.code.enum ?? []);
        expect(documented.sort(), route.operationId).toEqual([...routeErrorCodes(surface, route)].sort());
      }
    }
  });
});
