-- Webhook endpoint health (docs/webhook-endpoints.md): why an endpoint is disabled, since when
-- every attempt to it has failed, and which delivery re-sent an exhausted one (recover).
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" TEXT;
ALTER TABLE "webhook_endpoints" ADD COLUMN "failing_since" TIMESTAMPTZ(3);
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_disabled_reason_check"
  CHECK ("disabled_reason" IN ('manual', 'failing', 'gone'));

ALTER TABLE "webhook_deliveries" ADD COLUMN "recovered_by_id" TEXT;

-- recover finds an endpoint's exhausted deliveries by when they ended.
CREATE INDEX "webhook_deliveries_endpoint_id_status_updated_at_idx" ON "webhook_deliveries"("endpoint_id", "status", "updated_at");
