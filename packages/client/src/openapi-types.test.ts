import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../../src/http/openapi.js";
import { v1Surface } from "../../../src/app/surfaces.js";
import { API_TYPES_FILE, clientApiTypes } from "../scripts/api-types.js";

describe("the client's generated API types", () => {
  it("match the /api/v1 OpenAPI document the service generates now (else run `npm run generate:api-types`)", async () => {
    const expected = await clientApiTypes(openApiDocument(v1Surface));
    const generated = readFileSync(API_TYPES_FILE, "utf8");
    // A plain equality check first keeps the failure message short when they differ.
    expect(generated === expected, "packages/client/src/openapi-types.ts is stale: run `npm run generate:api-types`").toBe(true);
  });

  it("notice a change of the document", async () => {
    const document = JSON.parse(JSON.stringify(openApiDocument(v1Surface)));
    document.components.schemas.VerificationSession.properties.extra_field = { type: "string" };
    expect(await clientApiTypes(document)).not.toBe(readFileSync(API_TYPES_FILE, "utf8"));
  });
});
