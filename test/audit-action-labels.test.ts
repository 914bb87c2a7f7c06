import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portalSurface, v1Surface } from "../src/app/surfaces.js";
import { auditActionLabel } from "../src/http/audit/action-labels.js";

/** Every audited route's action: each portal write (and audited view) of a signed-in member, and each /api/v1 route declared `audit`. */
function routeActions(): string[] {
  const portal = portalSurface.routes.filter((r) => r.principal.kind === "portal_session" && (r.method !== "get" || r.auditView)).map((r) => r.operationId);
  const keyCalls = v1Surface.routes.filter((r) => r.audit).map((r) => r.operationId);
  return [...portal, ...keyCalls];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The actions written by name outside routes: the string literals of each `action:` line in a
 * file that calls recordAudit itself, and the action given to runAsOperations.
 */
function namedActions(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles("src")) {
    const text = readFileSync(file, "utf8");
    if (text.includes("recordAudit(tx")) {
      for (const line of text.split("\n").filter((l) => /^\s*action: /.test(l))) for (const [, name] of line.matchAll(/"([a-z][A-Za-z]+)"/g)) found.add(name!);
    }
    for (const line of text.split("\n").filter((l) => l.includes("runAsOperations(")))
      for (const [, name] of line.matchAll(/"([a-z][A-Za-z]+)",\s*(?:async\s*)?\(/g)) found.add(name!);
  }
  return [...found];
}

describe("the audit log's labels", () => {
  it("finds the actions it checks (the scan is not empty)", () => {
    expect(routeActions()).toEqual(expect.arrayContaining(["portalRecoverWebhookDeliveries", "mintApiKey", "resolveReview", "portalRetrieveCustomer"]));
    expect(namedActions()).toEqual(expect.arrayContaining(["enableLiveAccess", "disableLiveAccess", "acceptInvitation", "confirmPasswordReset", "mintApiKey"]));
  });

  it("has a plain-words label for every audited action", () => {
    const missing = [...new Set([...routeActions(), ...namedActions()])].filter((action) => auditActionLabel(action) === null);
    expect(missing).toEqual([]);
  });

  it("reads a mirrored portal route as its v1 route, in plain words", () => {
    expect(auditActionLabel("portalRecoverWebhookDeliveries")).toBe("Recovered failed webhook deliveries");
    expect(auditActionLabel("recoverWebhookDeliveries")).toBe("Recovered failed webhook deliveries");
    expect(auditActionLabel("enableLiveAccess")).toBe("Enabled live mode");
    expect(auditActionLabel("somethingNobodyWrote")).toBeNull();
  });
});
