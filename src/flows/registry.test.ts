import { describe, expect, it } from "vitest";
import { FLOW_TYPES } from "../../web/src/sdk/proofbase-verify.js";
import { sdkRoutes } from "../sessions/sdk/routes.js";
import { FLOWS } from "../sessions/flows.js";
import { sdkSurface } from "../sessions/sdk/sdk-surface.js";
import { FLOW_NAMES, flowRegistry, signalCatalog } from "./registry.js";

describe("the flow registry", () => {
  it("is what sessions accept, what the SDK serves and what the web side knows", () => {
    expect(FLOWS).toEqual(["wallet", "phone", "email", "credential", "passkey"]);
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
    expect(names).toEqual(["wallet_address", "wallet_type", "phone_country", "phone_line_type", "phone_reused", "email_domain", "email_disposable", "email_reused", "credential_tier", "credential_flows", "credential_age_days", "passkey_user_verified", "passkey_backed_up", "passkey_reused"]);
    for (const signal of signalCatalog) {
      expect(signal.description.length, signal.name).toBeGreaterThan(10);
      expect(signal.schema, signal.name).toHaveProperty("$schema");
    }
    expect(signalCatalog.find((s) => s.name === "email_disposable")).toMatchObject({ flow: "email", schema: { type: "boolean" } });
  });
});
