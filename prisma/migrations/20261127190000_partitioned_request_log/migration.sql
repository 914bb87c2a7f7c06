-- The request log partitioned by day like the event log (contract section 17; src/partitions/):
-- retention drops whole days instead of deleting rows, so the created_at-only index that served
-- the batched DELETE is gone. The primary key includes the partition key, as Postgres requires.
-- Existing rows move in this transaction; the migration refuses to finish if any is lost.
ALTER TABLE "request_log" RENAME TO "request_log_unpartitioned";
ALTER TABLE "request_log_unpartitioned" RENAME CONSTRAINT "request_log_pkey" TO "request_log_unpartitioned_pkey";
ALTER INDEX "request_log_merchant_id_mode_created_at_id_idx" RENAME TO "request_log_unpartitioned_list_idx";
ALTER INDEX "request_log_merchant_id_mode_status_created_at_id_idx" RENAME TO "request_log_unpartitioned_status_idx";
ALTER INDEX "request_log_merchant_id_mode_api_key_id_created_at_id_idx" RENAME TO "request_log_unpartitioned_key_idx";
DROP INDEX "request_log_created_at_idx";

CREATE TABLE "request_log" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "error_code" TEXT,
    "api_key_id" TEXT NOT NULL,
    "ip" TEXT,
    "latency_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "request_log_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");

CREATE INDEX "request_log_merchant_id_mode_created_at_id_idx" ON "request_log"("merchant_id", "mode", "created_at" DESC, "id" DESC);
CREATE INDEX "request_log_merchant_id_mode_status_created_at_id_idx" ON "request_log"("merchant_id", "mode", "status", "created_at" DESC, "id" DESC);
CREATE INDEX "request_log_merchant_id_mode_api_key_id_created_at_id_idx" ON "request_log"("merchant_id", "mode", "api_key_id", "created_at" DESC, "id" DESC);

CREATE TABLE "request_log_default" PARTITION OF "request_log" DEFAULT;

SELECT pb_create_day_partition('request_log', 'created_at', d::date)
  FROM generate_series(
         date_trunc('day', LEAST((SELECT min("created_at") FROM "request_log_unpartitioned"), now()) AT TIME ZONE 'UTC'),
         date_trunc('day', now() AT TIME ZONE 'UTC') + INTERVAL '7 days',
         INTERVAL '1 day') AS d;

INSERT INTO "request_log" ("id", "merchant_id", "mode", "method", "path", "status", "error_code", "api_key_id", "ip", "latency_ms", "created_at")
SELECT "id", "merchant_id", "mode", "method", "path", "status", "error_code", "api_key_id", "ip", "latency_ms", "created_at"
  FROM "request_log_unpartitioned";

DO $$
BEGIN
  IF (SELECT count(*) FROM "request_log") <> (SELECT count(*) FROM "request_log_unpartitioned") THEN
    RAISE EXCEPTION 'partitioning the request log would lose rows';
  END IF;
END $$;

DROP TABLE "request_log_unpartitioned";
