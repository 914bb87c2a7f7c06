import { z } from "zod";
import { ACTOR_TYPES, type Actor } from "./actor.js";

/** An actor as the API presents it (a note's author, a review's resolver, an audit row's actor). */
export const actorObject = z
  .object({
    type: z.enum(ACTOR_TYPES).meta({ description: "`user`: a dashboard user; `api_key`: a secret key; `ops`: operations (admin API, CLI, Stripe webhook)." }),
    id: z.string().meta({ description: "The user's id (`usr_...`), the key's id (`key_...`), or what operations acted through (`admin_api`, `cli:<name>`, `stripe_webhook`)." }),
    email: z.string().nullable().meta({ description: "The user's email at the time; null for keys and operations." }),
  })
  .meta({ id: "Actor" });

/** The actor stored in three columns (`<prefix>_type`, `_id`, `_email`), or null when none was recorded. */
export function presentActor(type: string | null, id: string | null, email: string | null): Actor | null {
  return type && id ? { type: type as Actor["type"], id, email } : null;
}
