import { withRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { NotFound } from "../../platform/errors/domain-errors.js";

interface SessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

function present(row: SessionRow, currentId: string) {
  return {
    id: row.id,
    object: "portal_session" as const,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === currentId,
  };
}

/** The user's dashboard sessions that have not expired, newest first; `current` marks the caller's. */
export async function listUserSessions(userId: string, currentId: string) {
  const rows = await prisma.portalSession.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return { object: "list" as const, data: rows.map((row) => present(row, currentId)) };
}

/** Signs out one of the user's sessions (another user's is the same 404 as none). */
export async function revokeUserSession(userId: string, sessionId: string): Promise<void> {
  const { count } = await withRequestAudit((tx) => tx.portalSession.deleteMany({ where: { id: sessionId, userId } }), (r) => r.count === 1);
  if (count === 0) throw new NotFound("portal_session", sessionId);
}

/** Signs the user out everywhere, or everywhere but `keepSessionId`. Returns how many sessions ended. */
export async function revokeUserSessions(userId: string, keepSessionId?: string): Promise<number> {
  const { count } = await withRequestAudit((tx) => tx.portalSession.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } }));
  return count;
}
