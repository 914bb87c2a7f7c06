-- CreateTable: the request log (contract section 16, docs/api.md "Request log"): one row per
-- /api/v1 request that authenticated to an account, written in batches by the api
-- (src/request-log/request-log-writer.ts), pruned after REQUEST_LOG_RETENTION_DAYS. A plain table
-- with a created_at index; it becomes a table partitioned by created_at later (contract section 17).
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

    CONSTRAINT "request_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: the list, newest first, and its filters (status, key); the path prefix and the
-- request id (the primary key) need no index of their own.
CREATE INDEX "request_log_merchant_id_mode_created_at_id_idx" ON "request_log"("merchant_id", "mode", "created_at" DESC, "id" DESC);
CREATE INDEX "request_log_merchant_id_mode_status_created_at_id_idx" ON "request_log"("merchant_id", "mode", "status", "created_at" DESC, "id" DESC);
CREATE INDEX "request_log_merchant_id_mode_api_key_id_created_at_id_idx" ON "request_log"("merchant_id", "mode", "api_key_id", "created_at" DESC, "id" DESC);

-- CreateIndex: retention deletes the oldest rows first.
CREATE INDEX "request_log_created_at_idx" ON "request_log"("created_at");
