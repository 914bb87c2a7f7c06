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
  {
    table: "team_alerts",
    name: "team_alerts_open_subject_key",
    // One open alert per subject (src/reporting/alerts/evaluate-alerts.ts): partial, so only the migration declares it.
    index: { kind: "unique", columns: ["merchant_id", "mode", "kind", "subject"], method: "btree", predicate: "(cleared_at IS NULL)" },
  },
] as const;
