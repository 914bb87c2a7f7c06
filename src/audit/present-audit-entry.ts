import type { AuditLogEntry } from "../generated/prisma/client.js";
import type { Actor } from "./actor.js";
import type { AuditEntryObject } from "./audit-schema.js";

export function presentAuditEntry(row: AuditLogEntry): AuditEntryObject {
  return {
    id: row.id,
    object: "audit_log_entry",
    seq: row.seq,
    at: row.createdAt.toISOString(),
    actor: { type: row.actorType as Actor["type"], id: row.actorId, email: row.actorEmail },
    action: row.action,
    target: row.target,
    mode: row.mode,
    ip: row.ip,
    user_agent: row.userAgent,
    request_id: row.requestId,
  };
}
