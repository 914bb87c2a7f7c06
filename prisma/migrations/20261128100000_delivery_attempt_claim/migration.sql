-- A delivery attempt is claimed before its POST (src/webhooks/load-delivery.ts): the attempt number
-- and until when. A second runner of the same attempt (BullMQ re-runs a job whose lock lapsed while
-- its worker still runs it) finds the claim and waits instead of sending it again. Nullable, no
-- default: metadata-only on the partitioned table, and invisible to 0.1.0's code.
ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_attempt" INTEGER;
ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_until" TIMESTAMPTZ(3);
