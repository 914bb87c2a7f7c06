-- The event log, webhook deliveries and webhook attempts become partitioned tables (contract
-- section 17): RANGE by the EVENT's time, one partition per UTC day, so an event, its deliveries
-- and their attempts always sit in the same day's partitions and retention drops the three
-- together (src/partitions/, docs/database.md "Partitioned tables"). Deliveries and attempts carry
-- that time as `event_created_at`. Primary keys include the partition key; the foreign keys
-- between the three tables are gone (a foreign key to a partitioned table makes every partition
-- drop a scan of the referencing rows): same-day partitions dropped in one transaction keep them
-- consistent, and deleting an endpoint deletes its deliveries' attempts first. Each table has a
-- DEFAULT partition, normally empty, so an insert outside the created days (a backdated row, or
-- the maintenance job stalled for a week) is kept rather than refused.
-- Existing rows are copied into the new tables and the old ones dropped, in this migration's
-- one transaction: no row is lost and nothing reads a half-moved log.

-- Creates the partition of `parent` for one UTC day (named parent_pYYYYMMDD) unless it exists.
-- Rows of that day already in parent_default are moved into it first (ATTACH then validates an
-- empty default for that range). The caller serializes (advisory lock); true when it created.
CREATE FUNCTION pb_create_day_partition(parent TEXT, key_column TEXT, day DATE) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
DECLARE
  part TEXT := parent || '_p' || to_char(day, 'YYYYMMDD');
  fallback TEXT := parent || '_default';
  lo TIMESTAMPTZ := day::timestamp AT TIME ZONE 'UTC';
  hi TIMESTAMPTZ := (day + 1)::timestamp AT TIME ZONE 'UTC';
  strays BOOLEAN;
  cols TEXT;
BEGIN
  IF to_regclass(quote_ident(part)) IS NOT NULL THEN
    RETURN FALSE;
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I >= $1 AND %I < $2)', fallback, key_column, key_column)
    INTO strays USING lo, hi;
  IF NOT strays THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi);
    RETURN TRUE;
  END IF;
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO cols
    FROM pg_attribute WHERE attrelid = parent::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '';
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING CONSTRAINTS)', part, parent);
  EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= $1 AND %I < $2 RETURNING %s) INSERT INTO %I (%s) SELECT %s FROM moved',
                 fallback, key_column, key_column, cols, part, cols, cols) USING lo, hi;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
  RETURN TRUE;
END $$;

-- The old tables step aside (their constraint and index names are reused below).
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_fkey";
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_fkey";
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_fkey";
ALTER TABLE "events" RENAME TO "events_unpartitioned";
ALTER TABLE "webhook_deliveries" RENAME TO "webhook_deliveries_unpartitioned";
ALTER TABLE "webhook_attempts" RENAME TO "webhook_attempts_unpartitioned";
ALTER TABLE "events_unpartitioned" DROP CONSTRAINT "events_pkey";
ALTER TABLE "webhook_deliveries_unpartitioned" DROP CONSTRAINT "webhook_deliveries_pkey";
ALTER TABLE "webhook_attempts_unpartitioned" DROP CONSTRAINT "webhook_attempts_pkey";
DROP INDEX "events_created_at_idx";
DROP INDEX "events_merchant_id_mode_created_at_id_idx";
DROP INDEX "events_merchant_id_mode_type_created_at_id_idx";
DROP INDEX "events_merchant_id_mode_object_id_created_at_id_idx";
DROP INDEX "webhook_deliveries_endpoint_id_created_at_idx";
DROP INDEX "webhook_deliveries_event_id_idx";
DROP INDEX "webhook_deliveries_status_next_attempt_at_idx";
DROP INDEX "webhook_deliveries_endpoint_id_status_updated_at_idx";
DROP INDEX "webhook_attempts_delivery_id_number_key";

CREATE TABLE "events" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "endpoint_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "object_id" TEXT GENERATED ALWAYS AS ("data" ->> 'id') STORED,
    CONSTRAINT "events_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");
CREATE INDEX "events_merchant_id_mode_created_at_id_idx" ON "events"("merchant_id", "mode", "created_at" DESC, "id" DESC);
CREATE INDEX "events_merchant_id_mode_type_created_at_id_idx" ON "events"("merchant_id", "mode", "type", "created_at" DESC, "id" DESC);
CREATE INDEX "events_created_at_idx" ON "events"("created_at");
CREATE INDEX "events_merchant_id_mode_object_id_created_at_id_idx" ON "events"("merchant_id", "mode", "object_id", "created_at" DESC, "id" DESC);

CREATE TABLE "webhook_deliveries" (
    "id" TEXT NOT NULL,
    "endpoint_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "event_created_at" TIMESTAMPTZ(3) NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "status" TEXT NOT NULL,
    "attempt_count" INTEGER NOT NULL DEFAULT 0,
    "first_attempt_at" TIMESTAMPTZ(3),
    "next_attempt_at" TIMESTAMPTZ(3),
    "recovered_by_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id", "event_created_at"),
    CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'succeeded', 'retrying', 'exhausted', 'canceled')),
    CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE
) PARTITION BY RANGE ("event_created_at");
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at" DESC);
CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries"("event_id");
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");
CREATE INDEX "webhook_deliveries_endpoint_id_status_updated_at_idx" ON "webhook_deliveries"("endpoint_id", "status", "updated_at");

CREATE TABLE "webhook_attempts" (
    "id" TEXT NOT NULL,
    "delivery_id" TEXT NOT NULL,
    "event_created_at" TIMESTAMPTZ(3) NOT NULL,
    "number" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "status_code" INTEGER,
    "duration_ms" INTEGER NOT NULL,
    "error" TEXT,
    "response_body" TEXT,
    CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id", "event_created_at")
) PARTITION BY RANGE ("event_created_at");
CREATE UNIQUE INDEX "webhook_attempts_delivery_id_number_event_created_at_key" ON "webhook_attempts"("delivery_id", "number", "event_created_at");

CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
CREATE TABLE "webhook_deliveries_default" PARTITION OF "webhook_deliveries" DEFAULT;
CREATE TABLE "webhook_attempts_default" PARTITION OF "webhook_attempts" DEFAULT;

-- One partition per day from the oldest event on (retention drops what is too old on its first
-- run) to a week ahead, as src/partitions/ keeps it.
SELECT pb_create_day_partition(t.parent, t.key_column, d::date)
  FROM (VALUES ('events', 'created_at'), ('webhook_deliveries', 'event_created_at'), ('webhook_attempts', 'event_created_at')) AS t(parent, key_column),
       generate_series(
         date_trunc('day', LEAST((SELECT min("created_at") FROM "events_unpartitioned"), now()) AT TIME ZONE 'UTC'),
         date_trunc('day', now() AT TIME ZONE 'UTC') + INTERVAL '7 days',
         INTERVAL '1 day') AS d;

INSERT INTO "events" ("id", "merchant_id", "mode", "type", "data", "endpoint_id", "created_at")
SELECT "id", "merchant_id", "mode", "type", "data", "endpoint_id", "created_at" FROM "events_unpartitioned";

INSERT INTO "webhook_deliveries" ("id", "endpoint_id", "event_id", "event_created_at", "merchant_id", "mode", "status", "attempt_count",
                                  "first_attempt_at", "next_attempt_at", "recovered_by_id", "created_at", "updated_at")
SELECT d."id", d."endpoint_id", d."event_id", e."created_at", d."merchant_id", d."mode", d."status", d."attempt_count",
       d."first_attempt_at", d."next_attempt_at", d."recovered_by_id", d."created_at", d."updated_at"
  FROM "webhook_deliveries_unpartitioned" d JOIN "events_unpartitioned" e ON e."id" = d."event_id";

INSERT INTO "webhook_attempts" ("id", "delivery_id", "event_created_at", "number", "at", "status_code", "duration_ms", "error", "response_body")
SELECT a."id", a."delivery_id", e."created_at", a."number", a."at", a."status_code", a."duration_ms", a."error", a."response_body"
  FROM "webhook_attempts_unpartitioned" a
  JOIN "webhook_deliveries_unpartitioned" d ON d."id" = a."delivery_id"
  JOIN "events_unpartitioned" e ON e."id" = d."event_id";

-- Every row made it (the foreign keys just dropped guaranteed each delivery its event and each
-- attempt its delivery, so the joins above lose nothing); refuse to finish otherwise.
DO $$
BEGIN
  IF (SELECT count(*) FROM "events") <> (SELECT count(*) FROM "events_unpartitioned")
     OR (SELECT count(*) FROM "webhook_deliveries") <> (SELECT count(*) FROM "webhook_deliveries_unpartitioned")
     OR (SELECT count(*) FROM "webhook_attempts") <> (SELECT count(*) FROM "webhook_attempts_unpartitioned") THEN
    RAISE EXCEPTION 'partitioning the event log would lose rows';
  END IF;
END $$;

DROP TABLE "webhook_attempts_unpartitioned";
DROP TABLE "webhook_deliveries_unpartitioned";
DROP TABLE "events_unpartitioned";
