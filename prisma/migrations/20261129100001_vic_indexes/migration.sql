-- proofbase: no-transaction
-- why: GET /v1/vics pages newest first per merchant and mode; the vic-expiry job reads the
-- active VICs due, oldest expires_at first, in batches (docs/credentials.md).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "vics_merchant_id_mode_created_at_id_idx" ON "vics" ("merchant_id", "mode", "created_at" DESC, "id" DESC);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "vics_status_expires_at_idx" ON "vics" ("status", "expires_at");
