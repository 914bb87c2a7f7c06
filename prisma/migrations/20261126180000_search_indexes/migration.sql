-- Search and filters of the dashboard (contract section 14), each served by an index so no
-- search reads a merchant's whole table (test/search-plans.test.ts checks the plans).

-- Sessions by status, by customer (exact address, and address prefix as a range), by flow and by
-- metadata key=value (jsonb_path_ops: one hashed entry per key and value, what @> looks up). Prefix: `customer_address >= p AND < p || 'g'` (src/customers/address.ts).
CREATE INDEX "verification_sessions_merchant_id_mode_status_created_at_id_idx" ON "verification_sessions"("merchant_id", "mode", "status", "created_at" DESC, "id" DESC);
CREATE INDEX "verification_sessions_merchant_id_mode_customer_address_cr_idx" ON "verification_sessions"("merchant_id", "mode", "customer_address", "created_at" DESC, "id" DESC);
CREATE INDEX "verification_sessions_flows_idx" ON "verification_sessions" USING GIN ("flows");
CREATE INDEX "verification_sessions_metadata_idx" ON "verification_sessions" USING GIN ("metadata" jsonb_path_ops);

-- Customers by KYC status (the address prefix uses the unique (merchant_id, mode, address) index).
CREATE INDEX "customers_merchant_id_mode_kyc_status_created_at_id_idx" ON "customers"("merchant_id", "mode", "kyc_status", "created_at" DESC, "id" DESC);

-- Events about one object: the id of the event's data object, kept by Postgres itself, so no
-- writer of events changes.
ALTER TABLE "events" ADD COLUMN "object_id" TEXT GENERATED ALWAYS AS ("data" ->> 'id') STORED;
CREATE INDEX "events_merchant_id_mode_object_id_created_at_id_idx" ON "events"("merchant_id", "mode", "object_id", "created_at" DESC, "id" DESC);
