-- The two status columns that had no CHECK constraint get one, equal to their lifecycle's
-- statuses (src/flows/flow-status.ts, src/flows/codes/code-message.ts), like every other status
-- column: test/status-constraints.test.ts holds each constraint to its owner's list.
ALTER TABLE "sdk_flows" ADD CONSTRAINT "sdk_flows_status_check" CHECK ("status" IN ('pending', 'verified'));
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_sms_status_check" CHECK ("sms_status" IN ('not_sent', 'queued', 'sent', 'failed', 'canceled'));
