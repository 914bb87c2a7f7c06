-- Issue 11: live VICs attested on-chain (EAS) and live usage reported to Stripe, each exactly once.

-- AlterTable
ALTER TABLE "merchants" ADD COLUMN "stripe_customer_id" TEXT;

-- AlterTable
ALTER TABLE "billable_usage" ADD COLUMN "report_status" TEXT NOT NULL DEFAULT 'pending',
ADD COLUMN "report_attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "report_started_at" TIMESTAMPTZ(3),
ADD COLUMN "reported_at" TIMESTAMPTZ(3),
ADD COLUMN "provider_response" JSONB,
ADD COLUMN "report_error" TEXT;

-- CreateIndex
CREATE INDEX "billable_usage_report_status_occurred_at_idx" ON "billable_usage"("report_status", "occurred_at");

-- CreateTable
CREATE TABLE "vic_attestations" (
    "id" TEXT NOT NULL,
    "vic_id" TEXT NOT NULL,
    "period" INTEGER NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "customer_address" TEXT,
    "chain_id" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "revoke_requested" BOOLEAN NOT NULL DEFAULT false,
    "attest_tx_id" TEXT,
    "batch_index" INTEGER,
    "revoke_tx_id" TEXT,
    "attestation_uid" TEXT,
    "tx_hash" TEXT,
    "block_number" BIGINT,
    "revoke_tx_hash" TEXT,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "failure_reason" TEXT,
    "confirmed_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vic_attestations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vic_attestations_vic_id_period_key" ON "vic_attestations"("vic_id", "period");

-- CreateIndex
CREATE INDEX "vic_attestations_status_created_at_idx" ON "vic_attestations"("status", "created_at");

-- CreateIndex
CREATE INDEX "vic_attestations_merchant_id_customer_address_idx" ON "vic_attestations"("merchant_id", "customer_address");

-- CreateIndex
CREATE INDEX "vic_attestations_attest_tx_id_idx" ON "vic_attestations"("attest_tx_id");

-- CreateIndex
CREATE INDEX "vic_attestations_revoke_tx_id_idx" ON "vic_attestations"("revoke_tx_id");

-- CreateTable
CREATE TABLE "chain_transactions" (
    "id" TEXT NOT NULL,
    "chain_id" INTEGER NOT NULL,
    "signer" TEXT NOT NULL,
    "nonce" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "raw_tx" TEXT NOT NULL,
    "tx_hash" TEXT NOT NULL,
    "block_number" BIGINT,
    "error" TEXT,
    "broadcast_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "chain_transactions_tx_hash_key" ON "chain_transactions"("tx_hash");

-- CreateIndex
CREATE INDEX "chain_transactions_chain_id_signer_status_nonce_idx" ON "chain_transactions"("chain_id", "signer", "status", "nonce");

-- Status columns accept only their lifecycle's statuses (test/status-constraints.test.ts):
-- ATTESTATION_STATUSES (src/chain/attestation-lifecycle.ts), CHAIN_TX_STATUSES and CHAIN_TX_KINDS
-- (src/chain/chain-tx-lifecycle.ts), REPORT_STATUSES (src/billing/report-lifecycle.ts).
ALTER TABLE "vic_attestations" ADD CONSTRAINT "vic_attestations_status_check"
  CHECK ("status" IN ('pending', 'submitted', 'confirmed', 'revoking', 'revoked', 'failed'));

ALTER TABLE "chain_transactions" ADD CONSTRAINT "chain_transactions_status_check"
  CHECK ("status" IN ('signed', 'broadcast', 'confirmed', 'reverted', 'dropped'));

ALTER TABLE "chain_transactions" ADD CONSTRAINT "chain_transactions_kind_check"
  CHECK ("kind" IN ('attest', 'revoke', 'register-schema'));

ALTER TABLE "billable_usage" ADD CONSTRAINT "billable_usage_report_status_check"
  CHECK ("report_status" IN ('pending', 'reported', 'failed'));
