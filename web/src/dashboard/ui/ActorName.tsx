import type { Actor } from "../api";

/** Who acted, in words: a user's email, "API key key_…", or "Operations (cli)". */
export function ActorName({ actor, empty = "—" }: { actor: Actor | null | undefined; empty?: string }) {
  if (!actor) return <span className="muted">{empty}</span>;
  if (actor.type === "user") return <span title={actor.id}>{actor.email ?? actor.id}</span>;
  if (actor.type === "api_key")
    return (
      <span>
        API key <span className="mono">{actor.id}</span>
      </span>
    );
  return <span>Operations ({actor.id})</span>;
}
