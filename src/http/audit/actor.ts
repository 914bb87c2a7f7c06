import type { PortalIdentity } from "../auth/portal-identity.js";
import type { AuthContext } from "../auth/authenticate.js";

/** Who acts (the audit log's `actor`, a note's `author`, a review's `resolved_by`). */
export const ACTOR_TYPES = ["user", "api_key", "ops"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/**
 * A dashboard user (their id and the email they had then), a secret key (`key_...`, no email),
 * or operations (`ops`: the admin API, the CLI, the Stripe webhook; `id` names which).
 */
export interface Actor {
  type: ActorType;
  id: string;
  email: string | null;
}

/**
 * The caller of a route: the signed-in user of a portal request, else the secret key. Mirrored
 * v1 routes run the same handler for both, so a handler that records its author asks this
 * rather than reading one principal's field.
 */
export function actorOf(caller: { auth?: AuthContext; portal?: PortalIdentity }): Actor {
  if (caller.portal) return { type: "user", id: caller.portal.userId, email: caller.portal.email };
  if (caller.auth) return { type: "api_key", id: caller.auth.keyId, email: null };
  throw new Error("actorOf: the route's caller is neither a portal user nor a secret key");
}

/** Operations acting outside any user session; `id` says through what (`admin_api`, `cli`, ...). */
export const opsActor = (id: string): Actor => ({ type: "ops", id, email: null });
