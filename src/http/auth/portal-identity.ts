import type { Permission, Role } from "./permissions.js";

/** A signed-in member of an account, as the portal principal carries it (read by src/accounts/portal/portal-sessions.ts). */
export interface PortalIdentity {
  sessionId: string;
  userId: string;
  merchantId: string;
  email: string;
  role: Role;
  /** What the role allows (src/http/auth/permissions.ts), read with the session on every request. */
  permissions: ReadonlySet<Permission>;
  csrfToken: string;
  /** The account's live access, read with the session on every request. */
  liveEnabled: boolean;
  /** The account requires a second factor and this user has none yet: only its setup is reachable. */
  twoFactorSetupRequired: boolean;
}
