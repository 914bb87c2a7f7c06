import { prisma } from "../db/client.js";
import { newId, randomToken } from "../ids.js";
import { sha256Hex } from "../auth/api-key-format.js";
import { permissionsOf, type Permission, type Role } from "../auth/permissions.js";

export const SESSION_COOKIE = "pb_portal_session";
export const SESSION_TTL_MS = 12 * 3_600_000;

export interface PortalIdentity {
  sessionId: string;
  userId: string;
  merchantId: string;
  email: string;
  role: Role;
  /** What the role allows (src/auth/permissions.ts), read with the session on every request. */
  permissions: ReadonlySet<Permission>;
  csrfToken: string;
  /** The account's live access, read with the session on every request. */
  liveEnabled: boolean;
}

/** Creates a server-side session; returns the cookie token (only its hash is stored) and CSRF token. */
export async function openPortalSession(userId: string): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken(43);
  const csrfToken = randomToken(32);
  await prisma.portalSession.create({
    data: {
      id: newId("portalSession"),
      tokenHash: sha256Hex(token),
      userId,
      csrfToken,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    },
  });
  return { token, csrfToken };
}

export async function findPortalSession(token: string): Promise<PortalIdentity | null> {
  const session = await prisma.portalSession.findUnique({
    where: { tokenHash: sha256Hex(token) },
    include: { user: { select: { id: true, merchantId: true, email: true, role: true, merchant: { select: { liveEnabled: true } } } } },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  return {
    sessionId: session.id,
    userId: session.user.id,
    merchantId: session.user.merchantId,
    email: session.user.email,
    role: session.user.role as Role,
    permissions: permissionsOf(session.user.role as Role),
    csrfToken: session.csrfToken,
    liveEnabled: session.user.merchant.liveEnabled,
  };
}

export async function closePortalSession(sessionId: string): Promise<void> {
  await prisma.portalSession.deleteMany({ where: { id: sessionId } });
}

export async function pruneExpiredPortalSessions(batch = 5_000): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM portal_sessions WHERE ctid IN (
      SELECT ctid FROM portal_sessions WHERE expires_at < now() LIMIT ${batch})`;
}
