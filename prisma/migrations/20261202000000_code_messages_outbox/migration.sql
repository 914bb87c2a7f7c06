-- Verification codes join the outbox (src/messaging/outbox/, docs/database.md "Upgrading to the
-- outbox"): a live code's message is an outbound_messages row with the code's id, and the code
-- table's own message column says `outbox`. Expand only: a wider CHECK on the two legacy columns.
-- No default changes (both releases name the column when they write a code), and no row is
-- copied: codes the previous release queued (before and during the rollout) are adopted by the
-- new release's sweeper repair and by its aliases of the old job names (`sms-send`, `email-send`).
ALTER TABLE "phone_codes" DROP CONSTRAINT "phone_codes_sms_status_check";
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_sms_status_check" CHECK ("sms_status" IN ('not_sent', 'queued', 'sent', 'failed', 'canceled', 'outbox')) NOT VALID;
ALTER TABLE "phone_codes" VALIDATE CONSTRAINT "phone_codes_sms_status_check";
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_mail_status_check";
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_mail_status_check" CHECK ("mail_status" IN ('not_sent', 'queued', 'sent', 'failed', 'canceled', 'outbox')) NOT VALID;
ALTER TABLE "email_codes" VALIDATE CONSTRAINT "email_codes_mail_status_check";
