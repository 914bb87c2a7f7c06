import type { AuditLogEntry } from "../../platform/generated/prisma/client.js";
import { auditActionLabel } from "./action-labels.js";
import type { Actor } from "./actor.js";
import type { AuditDetails } from "./record-audit.js";
import type { AuditEntryObject } from "./audit-schema.js";

export function presentAuditEntry(row: AuditLogEntry): AuditEntryObject {
  return {
    id: row.id,
    object: "audit_log_entry",
    seq: row.seq,
    at: row.createdAt.toISOString(),
    actor: { type: row.actorType as Actor["type"], id: row.actorId, email: row.actorEmail },
    action: row.action,
    // An action without a label (a defect the label test catches) still reads as its name.
    action_label: auditActionLabel(row.action) ?? row.action,
    target: row.target,
    mode: row.mode,
    ip: row.ip,
    user_agent: row.userAgent,
    request_id: row.requestId,
    details: (row.details as AuditDetails | null) ?? null,
  };
}
