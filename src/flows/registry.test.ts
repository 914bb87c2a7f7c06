import { describe, expect, it } from "vitest";
import { FLOW_TYPES } from "../../web/src/sdk/proofbase-verify.js";
import { sdkRoutes } from "../sessions/sdk/routes.js";
import { FLOWS } from "../sessions/flows.js";
import { sdkSurface } from "../sessions/sdk/sdk-surface.js";
import { FLOW_NAMES, flowRegistry, signalCatalog } from "./registry.js";
import { auditActionLabel } from "../http/audit/action-labels.js";
import { ERROR_CODES, type ErrorCode } from "../platform/errors/api-error.js";
import { ID_PREFIXES } from "../platform/ids.js";

describe("the flow registry", () => {
  it("is what sessions accept, what the SDK serves and what the web side knows", () => {
    expect(FLOWS.slice(0, 4)).toEqual(["wallet", "phone", "email", "credential"]);
    expect([...FLOWS]).toEqual([...FLOW_NAMES]);
    expect(FLOW_NAMES).toEqual(flowRegistry.map((flow) => flow.name));
    // The browser SDK and the hosted page cannot import server code: their list is held equal here.
    expect([...FLOW_TYPES]).toEqual([...FLOW_NAMES]);
    expect(flowRegistry.map((flow) => flow.step)).toEqual([...FLOW_TYPES]);
    expect(sdkRoutes.map((route) => route.path)).toEqual(["/session", "/link", ...flowRegistry.flatMap((flow) => flow.routes(sdkSurface).map((route) => route.path))]);
    for (const flow of flowRegistry) for (const route of flow.routes(sdkSurface)) expect(route.path.startsWith(`/${flow.name}/`), route.path).toBe(true);
  });

  it("gives the signal catalog: every flow's signals, named once, described, with a JSON Schema", () => {
    const names = signalCatalog.map((signal) => signal.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 11)).toEqual(["wallet_address", "wallet_type", "phone_country", "phone_line_type", "phone_reused", "email_domain", "email_disposable", "email_reused", "credential_tier", "credential_flows", "credential_age_days"]);
    // A flow's signals are named after it, so two flows cannot collide.
    for (const signal of signalCatalog) expect(signal.name.startsWith(`${signal.flow}_`), signal.name).toBe(true);
    for (const signal of signalCatalog) {
      expect(signal.description.length, signal.name).toBeGreaterThan(10);
      expect(signal.schema, signal.name).toHaveProperty("$schema");
    }
    expect(signalCatalog.find((s) => s.name === "email_disposable")).toMatchObject({ flow: "email", schema: { type: "boolean" } });
  });

  it("takes what the flows contribute: id prefixes apart, error codes in the catalog, routes under a customer, audited routes labelled", () => {
    const prefixes = [...Object.values(ID_PREFIXES), ...flowRegistry.flatMap((flow) => flow.idPrefixes ?? [])];
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const flow of flowRegistry) {
      for (const [code, { status, type }] of Object.entries(flow.errors ?? {})) expect(ERROR_CODES[code as ErrorCode], code).toEqual({ status, type });
      for (const route of flow.customerRoutes ?? []) {
        expect(route.path.startsWith("/customers/{address}/"), route.path).toBe(true);
        if (route.audit) expect(auditActionLabel(route.operationId), route.operationId).toBe(flow.auditLabels?.[route.operationId]);
      }
    }
    // A contributed code follows the code it names, else one of its status (the last one when it was added).
    const codes = Object.keys(ERROR_CODES) as ErrorCode[];
    for (const [code, spec] of flowRegistry.flatMap((flow) => Object.entries(flow.errors ?? {}))) {
      const before = codes[codes.indexOf(code as ErrorCode) - 1]!;
      if (spec.after) expect(before, code).toBe(spec.after);
      else expect(ERROR_CODES[before].status, code).toBe(spec.status);
    }
  });
});
