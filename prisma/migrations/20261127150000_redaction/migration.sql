-- Redaction (contract section 17, docs/privacy.md): a session or customer whose personal data
-- the merchant asked to remove. redaction_status is RedactionLifecycle's column
-- (src/redaction/redaction-status.ts): null = never asked; requested -> processing -> redacted.
ALTER TABLE "verification_sessions" ADD COLUMN "redaction_status" TEXT;
ALTER TABLE "verification_sessions" ADD COLUMN "redaction_requested_at" TIMESTAMPTZ(3);
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_redaction_status_check" CHECK ("redaction_status" IN ('requested', 'processing', 'redacted'));
-- The sweeper's scan of redactions not yet done (few rows: most are null or redacted).
CREATE INDEX "verification_sessions_redaction_status_idx" ON "verification_sessions"("redaction_status");

ALTER TABLE "customers" ADD COLUMN "redaction_status" TEXT;
ALTER TABLE "customers" ADD COLUMN "redaction_requested_at" TIMESTAMPTZ(3);
ALTER TABLE "customers" ADD CONSTRAINT "customers_redaction_status_check" CHECK ("redaction_status" IN ('requested', 'processing', 'redacted'));
CREATE INDEX "customers_redaction_status_idx" ON "customers"("redaction_status");

-- Settled sessions older than this many days are redacted by the retention job; null = kept.
-- The minimum (30) is the settings route's rule (src/settings/settings-schema.ts); the schema's
-- CHECK constraints are status lists only (test/status-constraints.test.ts).
ALTER TABLE "merchant_settings" ADD COLUMN "retention_days" INTEGER;
