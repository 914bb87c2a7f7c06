import type { Scope } from "./scopes.js";

/**
 * What each scope grants, in the dashboard's permission names (src/http/auth/permissions.ts types
 * them as `SCOPE_PERMISSIONS`): the permission of its reads and, for a scope that writes, of its
 * writes. A leaf the dashboard imports too, to offer a user only the scopes they may give a key.
 */
export const SCOPE_GRANTS = {
  "sessions:write": { read: "sessions:read", write: "sessions:write" },
  "reverification:write": { read: "sessions:read", write: "sessions:write" },
  "customers:read": { read: "customers:read" },
  "customers:write": { read: "customers:read", write: "customers:write" },
  "decisioning:read": { read: "decisioning:read" },
  "decisioning:write": { read: "decisioning:read", write: "reviews:resolve" },
  "webhooks:manage": { read: "webhooks:read", write: "webhooks:write" },
} as const satisfies Record<Scope, { read: string; write?: string }>;

/**
 * Every permission a key holding `scope` exercises. A key may hold a scope only when its minter
 * holds all of these (contract section 19), so a key does nothing its minter's role is refused.
 */
export function grantsOfScope(scope: Scope): readonly string[] {
  const grant: { read: string; write?: string } = SCOPE_GRANTS[scope];
  return grant.write ? [grant.read, grant.write] : [grant.read];
}
