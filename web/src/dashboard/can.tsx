import { useCallback, type ReactNode } from "react";
import type { Permission } from "./api";
import { useAuth } from "./auth";
import { Notice } from "./ui";

/**
 * The dashboard's one permission check: whether the signed-in member's role holds `permission`
 * (GET /me's `permissions`, from the server's role table). Pages hide what it does not; the API
 * refuses it anyway (403 missing_permission).
 */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useAuth().account?.permissions;
  return useCallback((permission: Permission) => permissions?.includes(permission) ?? false, [permissions]);
}

/** Says, where a page's changes are hidden, that the role only reads here. */
export function ReadOnlyNote({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  const role = useAuth().account?.user.role;
  if (can(permission)) return null;
  return (
    <Notice tone="info">
      <p>
        Your role ({role}) {children} Ask an owner or admin of the account if you need to.
      </p>
    </Notice>
  );
}
