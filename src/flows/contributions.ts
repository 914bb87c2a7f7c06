import { addAuditActionLabels } from "../http/audit/action-labels.js";
import { addPermissionUses } from "../http/auth/permissions.js";
import { addErrorCodes } from "../platform/errors/api-error.js";
import type { FlowModule } from "./flow.js";

/**
 * Hands each table below the flows what the flows declare for it: error codes (the catalog the
 * error bodies, the OpenAPI document and the domain error mapping read), audit action labels and
 * what their routes do with a permission. Run once by src/flows/registry.ts, in registry order.
 */
export function contributeFlows(flows: readonly FlowModule[]): void {
  for (const flow of flows) {
    if (flow.errors) addErrorCodes(flow.errors);
    if (flow.auditLabels) addAuditActionLabels(flow.auditLabels);
    if (flow.permissionUses) addPermissionUses(flow.permissionUses);
  }
}
