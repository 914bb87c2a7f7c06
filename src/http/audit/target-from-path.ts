/**
 * The audit target a route's path names: the last path parameter (the mode aside) as
 * `type:value`, the type being the collection before it, singular, in snake case:
 * `/{mode}/customers/{address}/notes` -> `customer:0xab...`, `/api-keys/{id}/revoke` ->
 * `api_key:key_...`. A path without one names no target (null).
 */
export function targetFromPath(path: string, params: Record<string, unknown>): string | null {
  const segments = path.split("/").filter(Boolean);
  for (let i = segments.length - 1; i > 0; i--) {
    const match = /^\{(\w+)\}$/.exec(segments[i]!);
    if (!match || match[1] === "mode") continue;
    const value = params[match[1]!];
    if (typeof value !== "string") return null;
    return `${segments[i - 1]!.replace(/s$/, "").replaceAll("-", "_")}:${value}`;
  }
  return null;
}
