-- Live access (contract section 11): new accounts are test-only. Existing accounts start disabled
-- too (operations re-enable them, docs/billing.md), and their merchant-typed Stripe customer ids
-- are cleared: the service only bills customers it created itself (section 8).
ALTER TABLE "merchants" ADD COLUMN "live_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "live_enabled_reason" TEXT,
ADD COLUMN "live_access_changed_at" TIMESTAMPTZ(3);

UPDATE "merchants" SET "stripe_customer_id" = NULL;

-- Stripe webhook events already processed: a replayed event changes nothing.
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);
