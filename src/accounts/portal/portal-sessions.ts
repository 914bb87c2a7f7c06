import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { newId, randomToken } from "../../platform/ids.js";
import { sha256Hex } from "../../http/auth/api-key-format.js";
import { permissionsOf, type Role } from "../../http/auth/permissions.js";
import type { PortalIdentity } from "../../http/auth/portal-identity.js";

export type { PortalIdentity };

export const SESSION_COOKIE = "pb_portal_session";
export const SESSION_TTL_MS = 12 * 3_600_000;
/** last_seen_at is written at most this often per session (not on every request). */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** What a session records about where it was opened (shown in the user's sessions list). */
export interface SessionOrigin {
  ip?: string;
  userAgent?: string;
  /** The user gave a second factor to open it (counts as a step-up, src/accounts/portal/two-factor/step-up.ts). */
  secondFactor?: boolean;
}

/** Creates a server-side session; returns the cookie token (only its hash is stored) and CSRF token. */
export async function openPortalSession(userId: string, origin: SessionOrigin = {}): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken(43);
  const csrfToken = randomToken(32);
  await prisma.portalSession.create({
    data: {
      id: newId("portalSession"),
      tokenHash: sha256Hex(token),
      userId,
      csrfToken,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      ip: origin.ip ?? null,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      secondFactorAt: origin.secondFactor ? new Date() : null,
    },
  });
  return { token, csrfToken };
}

export async function findPortalSession(token: string): Promise<PortalIdentity | null> {
  const session = await prisma.portalSession.findUnique({
    where: { tokenHash: sha256Hex(token) },
    include: {
      user: {
        select: {
          id: true,
          merchantId: true,
          email: true,
          role: true,
          totpEnabledAt: true,
          merchant: { select: { liveEnabled: true, settings: { select: { requireTwoFactor: true } } } },
        },
      },
    },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS)
    await prisma.portalSession.updateMany({ where: { id: session.id, lastSeenAt: session.lastSeenAt }, data: { lastSeenAt: new Date() } });
  return {
    sessionId: session.id,
    userId: session.user.id,
    merchantId: session.user.merchantId,
    email: session.user.email,
    role: session.user.role as Role,
    permissions: permissionsOf(session.user.role as Role),
    csrfToken: session.csrfToken,
    liveEnabled: session.user.merchant.liveEnabled,
    twoFactorSetupRequired: (session.user.merchant.settings?.requireTwoFactor ?? false) && session.user.totpEnabledAt === null,
  };
}

export async function closePortalSession(sessionId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.portalSession.deleteMany({ where: { id: sessionId } });
    await recordRequestAudit(tx);
  });
}

export async function pruneExpiredPortalSessions(batch = 5_000): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM portal_sessions WHERE ctid IN (
      SELECT ctid FROM portal_sessions WHERE expires_at < now() LIMIT ${batch})`;
}
