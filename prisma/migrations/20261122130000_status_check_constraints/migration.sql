-- Each status column accepts only its lifecycle's statuses. The TypeScript constants are the
-- source (SESSION_STATUSES, DELIVERY_STATUSES, ENDPOINT_STATUSES, REVIEW_STATUSES,
-- REVERIFICATION_STATUSES, KYC_STATUSES); test/status-constraints.test.ts fails when a constraint
-- and its constant differ. Prisma's schema cannot express CHECK constraints (docs/database.md).
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_status_check"
  CHECK ("status" IN ('created', 'processing', 'requires_review', 'completed', 'failed', 'expired', 'canceled'));

ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_status_check"
  CHECK ("status" IN ('pending', 'succeeded', 'retrying', 'exhausted', 'canceled'));

ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_status_check"
  CHECK ("status" IN ('enabled', 'disabled'));

ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check"
  CHECK ("status" IN ('flagged', 'resolved'));

ALTER TABLE "reverification_requests" ADD CONSTRAINT "reverification_requests_status_check"
  CHECK ("status" IN ('pending', 'submitted', 'expired'));

ALTER TABLE "customers" ADD CONSTRAINT "customers_kyc_status_check"
  CHECK ("kyc_status" IN ('pending', 'verified', 'rejected', 'suspended'));

-- The status an unsuspend restores: any KYC status but `suspended` (NULL while not suspended).
ALTER TABLE "customers" ADD CONSTRAINT "customers_status_before_suspension_check"
  CHECK ("status_before_suspension" IN ('pending', 'verified', 'rejected'));
