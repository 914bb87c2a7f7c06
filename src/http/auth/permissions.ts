import type { PermissionCatalog } from "../openapi.js";
import type { AnyRoute, HttpMethod } from "../route.js";
import type { Scope } from "./scopes.js";
import { grantsOfScope, SCOPE_GRANTS } from "./scope-grants.js";

/**
 * Roles and permissions of an account's members (contract section 13), the one place they are
 * written down. A portal route declares the permission it needs (`principal.permission`); the
 * router refuses a member whose role does not hold it (403 `missing_permission`); the OpenAPI
 * document and the dashboard read the same table.
 */
export const ROLES = ["owner", "admin", "developer", "reviewer", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** Roles an invitation or a role change can give: the owner is made only by a transfer. */
export const ASSIGNABLE_ROLES = ["admin", "developer", "reviewer", "viewer"] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Roles that can mint keys and change configuration: giving one (invite, role change) is a step-up action (contract section 19). */
const PRIVILEGED_ROLES: ReadonlySet<Role> = new Set(["admin", "developer"]);
export const grantsPrivilegedRole = (role: Role) => PRIVILEGED_ROLES.has(role);

const EVERYONE = ROLES;
const MANAGERS = ["owner", "admin"] as const;
const BUILDERS = ["owner", "admin", "developer"] as const;
const REVIEWERS = ["owner", "admin", "reviewer"] as const;
// A reviewer's natural next step on a suspicious case is to ask the customer to verify again (contract section 22).
const REVERIFIERS = ["owner", "admin", "developer", "reviewer"] as const;

/** Each permission: what it allows, and the roles that hold it. */
export const PERMISSIONS = {
  self: { roles: EVERYONE, description: "Act on one's own user: who am I, sign out." },
  "sessions:read": { roles: EVERYONE, description: "Read verification sessions, VICs, reverification requests and usage." },
  "customers:read": { roles: EVERYONE, description: "Read customers and their notes." },
  "decisioning:read": { roles: EVERYONE, description: "Read reviews and decision rules." },
  "webhooks:read": { roles: EVERYONE, description: "Read webhook endpoints, their deliveries, and events." },
  "keys:read": { roles: EVERYONE, description: "List API keys (redacted)." },
  "members:read": { roles: EVERYONE, description: "List the account's members and pending invitations." },
  "billing:read": { roles: EVERYONE, description: "Read live access and billing settings." },
  "settings:read": { roles: EVERYONE, description: "Read the account's settings." },
  "sessions:write": { roles: BUILDERS, description: "Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests." },
  "keys:write": { roles: BUILDERS, description: "Mint and revoke API keys." },
  "webhooks:write": { roles: BUILDERS, description: "Create, change, test and delete webhook endpoints; replay events." },
  "rules:write": { roles: BUILDERS, description: "Create, change and delete decision rules." },
  "reviews:resolve": { roles: REVIEWERS, description: "Resolve reviews; claim and release them." },
  "reverifications:request": { roles: REVERIFIERS, description: "Ask a customer to verify again (create a reverification request)." },
  "customers:write": { roles: REVIEWERS, description: "Suspend, unsuspend and redact customers; write notes." },
  "members:write": { roles: MANAGERS, description: "Invite members, change their roles, remove them." },
  "billing:write": { roles: MANAGERS, description: "Set up billing, which enables live access." },
  "settings:write": { roles: MANAGERS, description: "Change the account's settings." },
  "audit:read": { roles: MANAGERS, description: "Read the account's audit log." },
  "logs:read": { roles: BUILDERS, description: "Read the request log: the account's /api/v1 requests." },
  "ownership:transfer": { roles: ["owner"], description: "Make another member the owner." },
  "security:write": { roles: ["owner"], description: "Change the account's sign-in security (settings `require_two_factor`)." },
} as const satisfies Record<string, { roles: readonly Role[]; description: string }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as [Permission, ...Permission[]];

const HELD = new Map<Role, ReadonlySet<Permission>>(
  ROLES.map((role) => [role, new Set(PERMISSION_NAMES.filter((p) => (PERMISSIONS[p].roles as readonly Role[]).includes(role)))]),
);

/** The permissions a role holds (one shared set per role: nothing is built per request). */
export function permissionsOf(role: Role): ReadonlySet<Permission> {
  const held = HELD.get(role);
  if (!held) throw new Error(`unknown role: ${role}`);
  return held;
}

export function rolesHolding(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission].roles;
}

/**
 * The /api/v1 routes mirrored into the dashboard take their permission from their scope: a read
 * (GET) needs `read`, anything else `write`. A scope without `write` has no writes to mirror.
 */
export const SCOPE_PERMISSIONS: Record<Scope, { read: Permission; write?: Permission }> = SCOPE_GRANTS;

/** What a key holding `scope` can do, in permissions (the names are checked by SCOPE_PERMISSIONS' type above). */
export function permissionsOfScope(scope: Scope): readonly Permission[] {
  return grantsOfScope(scope) as readonly Permission[];
}

/** The first scope of `scopes` that grants a permission `held` lacks, with that permission; null when every one is within `held`. */
export function scopeBeyond(held: ReadonlySet<Permission>, scopes: readonly Scope[]): { scope: Scope; permission: Permission } | null {
  for (const scope of scopes) for (const permission of permissionsOfScope(scope)) if (!held.has(permission)) return { scope, permission };
  return null;
}

/** The permission a mirrored v1 route needs in the dashboard. */
export function permissionForScope(scope: Scope, method: HttpMethod): Permission {
  const { read, write } = SCOPE_PERMISSIONS[scope];
  if (method === "get") return read;
  if (!write) throw new Error(`a ${method.toUpperCase()} route with the read-only scope ${scope} has no dashboard permission`);
  return write;
}

/** The permission of a mirrored v1 route (`mirrorForPortal`'s `permissionOf`): its own `portalPermission`, or its scope's. */
export function mirroredRoutePermission(route: AnyRoute): Permission {
  if (route.principal.kind !== "secret_key") throw new Error(`${route.operationId} is not a secret-key route`);
  return route.principal.portalPermission ?? permissionForScope(route.principal.scope, route.method);
}

const CONTRIBUTED_USES = new Map<Permission, string[]>();

/**
 * What a module above this folder lets a permission do (a flow's `permissionUses`: its routes
 * need an existing permission, whose description then names them), added by the flow registry.
 */
export function addPermissionUses(uses: Readonly<Partial<Record<Permission, string>>>): void {
  for (const [permission, use] of Object.entries(uses) as [Permission, string][]) {
    const list = CONTRIBUTED_USES.get(permission) ?? [];
    if (!list.includes(use)) CONTRIBUTED_USES.set(permission, [...list, use]);
  }
}

/** The permission's description, with what contributed routes do with it ("...; write notes; <use>."). */
export function describePermission(permission: Permission): string {
  const { description } = PERMISSIONS[permission];
  const uses = CONTRIBUTED_USES.get(permission);
  return uses ? `${description.replace(/\.$/, "")}; ${uses.join("; ")}.` : description;
}

/** The table as the OpenAPI document describes it. */
export const permissionCatalog: PermissionCatalog = {
  roles: ROLES,
  rolesHolding,
  describe: describePermission,
};
