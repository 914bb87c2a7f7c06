/**
 * Indexes on an expression, which prisma/schema.prisma cannot declare: their migrations create
 * them, and the schema drift test (test/schema-drift.test.ts) expects exactly these besides the
 * schema's own. A query that wants one must repeat its expression exactly.
 */
export const EXPRESSION_INDEXES = [
  {
    table: "verification_sessions",
    name: "verification_sessions_metadata_values_idx",
    // jsonb_path_query_array(metadata, '$.*'): the session's metadata values (src/sessions/session-search.ts).
    index: { kind: "index", columns: ["(expression) jsonb_path_ops"], method: "gin", predicate: null },
  },
] as const;
