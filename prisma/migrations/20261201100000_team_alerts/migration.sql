-- Team alerts (src/reporting/alerts/, docs/dashboard.md "Alerts"). Expand only: two settings
-- columns with constant defaults (stored once, no rewrite; existing accounts get the defaults:
-- 25 open reviews, failing endpoints on) and two new tables.
ALTER TABLE "merchant_settings" ADD COLUMN "alert_review_queue_over" INTEGER DEFAULT 25;
ALTER TABLE "merchant_settings" ADD COLUMN "alert_failing_endpoints" BOOLEAN NOT NULL DEFAULT true;

CREATE TABLE "team_alerts" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "notified" BOOLEAN NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cleared_at" TIMESTAMPTZ(3),

    CONSTRAINT "team_alerts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "team_alerts_kind_check" CHECK ("kind" IN ('review_queue', 'failing_endpoint'))
);

CREATE INDEX "team_alerts_merchant_id_mode_kind_subject_opened_at_idx" ON "team_alerts"("merchant_id", "mode", "kind", "subject", "opened_at");
-- One open alert per subject: the evaluator's insert conflicts on it instead of opening a second.
CREATE UNIQUE INDEX "team_alerts_open_subject_key" ON "team_alerts"("merchant_id", "mode", "kind", "subject") WHERE "cleared_at" IS NULL;

ALTER TABLE "team_alerts" ADD CONSTRAINT "team_alerts_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "team_alert_emails" (
    "id" TEXT NOT NULL,
    "alert_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "mail_status" TEXT NOT NULL,
    "mail_attempts" INTEGER NOT NULL DEFAULT 0,
    "mail_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_alert_emails_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "team_alert_emails_mail_status_check" CHECK ("mail_status" IN ('queued', 'sending', 'sent', 'failed', 'canceled'))
);

CREATE UNIQUE INDEX "team_alert_emails_alert_id_user_id_key" ON "team_alert_emails"("alert_id", "user_id");
CREATE INDEX "team_alert_emails_mail_status_created_at_idx" ON "team_alert_emails"("mail_status", "created_at");

ALTER TABLE "team_alert_emails" ADD CONSTRAINT "team_alert_emails_alert_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "team_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "team_alert_emails" ADD CONSTRAINT "team_alert_emails_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
