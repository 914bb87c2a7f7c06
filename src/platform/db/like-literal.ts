/**
 * `value` as a LIKE / ILIKE pattern that matches only itself: `\`, `%` and `_` escaped with `\`
 * (Postgres's default escape character). Every LIKE, ILIKE and Prisma `mode: "insensitive"`
 * comparison (Prisma writes it as ILIKE without escaping) takes a filter through here.
 */
export const likeLiteral = (value: string): string => value.replace(/[\\%_]/g, "\\$&");
