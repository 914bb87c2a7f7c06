-- proofbase: no-transaction
-- why: free-text search of sessions by a metadata value under any key ("A-1005", contract section
-- 22). The jsonb_path_ops index on metadata hashes key and value together, so it serves only
-- `metadata @> {"key": "value"}`; this one indexes the array of the values alone, and serves
-- `jsonb_path_query_array(metadata, '$.*') @> '["A-1005"]'` with one hashed entry per value
-- (src/sessions/session-search.ts, test/search-plans.test.ts). An expression index: Prisma's
-- schema cannot declare it, so src/db/expression-indexes.ts lists it for the drift test.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "verification_sessions_metadata_values_idx" ON "verification_sessions" USING GIN ((jsonb_path_query_array("metadata", '$.*')) jsonb_path_ops);
