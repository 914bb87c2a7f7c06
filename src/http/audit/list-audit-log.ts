import { prisma } from "../../platform/db/client.js";
import { likeLiteral } from "../../platform/db/like-literal.js";
import type { Prisma } from "../../platform/generated/prisma/client.js";
import type { CreatedRange } from "../created-range.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import { presentAuditEntry } from "./present-audit-entry.js";

export interface AuditLogFilter {
  /** A user's id or email (contains `@`), a key's id, an operations id. */
  actor?: string;
  action?: string;
  target?: string;
  created: CreatedRange;
}

function whereOf(merchantId: string, f: AuditLogFilter): Prisma.AuditLogEntryWhereInput {
  return {
    merchantId,
    ...(f.actor !== undefined && (f.actor.includes("@") ? { actorEmail: { equals: likeLiteral(f.actor), mode: "insensitive" } } : { actorId: f.actor })),
    ...(f.action !== undefined && { action: f.action }),
    ...(f.target !== undefined && { target: f.target }),
    ...((f.created.gte || f.created.lt) && { createdAt: { ...(f.created.gte && { gte: f.created.gte }), ...(f.created.lt && { lt: f.created.lt }) } }),
  };
}

/** `GET /api/merchant/audit-log`: the account's rows, newest first, keyset cursor bound to the filter. */
export async function listAuditLog(merchantId: string, page: PageRequest, filter: AuditLogFilter) {
  const base = whereOf(merchantId, filter);
  const scopeFilter = JSON.stringify([filter.actor ?? "", filter.action ?? "", filter.target ?? "", filter.created.gte?.getTime() ?? "", filter.created.lt?.getTime() ?? ""]);
  const result = await paginate(
    { list: "audit_log", merchantId, mode: "", filter: scopeFilter },
    page,
    ({ where, take }) => prisma.auditLogEntry.findMany({ where: { AND: [base, where] }, orderBy: keysetOrder, take }),
    presentAuditEntry,
  );
  return { object: "list" as const, ...result };
}
