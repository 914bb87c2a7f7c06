-- The outbox (src/messaging/outbox/, docs/architecture.md "The outbox"): one table and one
-- lifecycle for the messages the service sends to people. Expand only: a new table, and on the
-- three tables whose emails it takes over a wider CHECK for the legacy mail_status column
-- (`outbox`: the outbox owns this row's email), and for password_resets and team_alert_emails,
-- whose column no API reads, a constant default so the new release never names it
-- (member_invitations keeps its default `queued`, which the previous release relies on; the
-- new release writes `outbox` and, through the outbox's settle hook, the outcome the dashboard shows). No row is copied here: rows the previous release queued (before and during the
-- rollout) are adopted by the new release's sweeper repair and by its aliases of the old job
-- names (docs/database.md, "Upgrading to the outbox").
CREATE TABLE "outbound_messages" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "sending_until" TIMESTAMPTZ(3),
    "provider_message_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbound_messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "outbound_messages_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'canceled'))
);

CREATE INDEX "outbound_messages_status_created_at_idx" ON "outbound_messages"("status", "created_at");
CREATE INDEX "outbound_messages_settled_at_idx" ON "outbound_messages"("settled_at");

-- New rows get `outbox` without naming the column (the new release never writes it); the previous
-- release, still serving during the rollout, names its own `queued`.
ALTER TABLE "password_resets" ALTER COLUMN "mail_status" SET DEFAULT 'outbox';
ALTER TABLE "team_alert_emails" ALTER COLUMN "mail_status" SET DEFAULT 'outbox';

ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_mail_status_check";
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_mail_status_check" CHECK ("mail_status" IN ('queued', 'sending', 'sent', 'failed', 'canceled', 'outbox')) NOT VALID;
ALTER TABLE "password_resets" VALIDATE CONSTRAINT "password_resets_mail_status_check";
ALTER TABLE "team_alert_emails" DROP CONSTRAINT "team_alert_emails_mail_status_check";
ALTER TABLE "team_alert_emails" ADD CONSTRAINT "team_alert_emails_mail_status_check" CHECK ("mail_status" IN ('queued', 'sending', 'sent', 'failed', 'canceled', 'outbox')) NOT VALID;
ALTER TABLE "team_alert_emails" VALIDATE CONSTRAINT "team_alert_emails_mail_status_check";
ALTER TABLE "member_invitations" DROP CONSTRAINT "member_invitations_mail_status_check";
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_mail_status_check" CHECK ("mail_status" IN ('queued', 'sent', 'failed', 'canceled', 'outbox')) NOT VALID;
ALTER TABLE "member_invitations" VALIDATE CONSTRAINT "member_invitations_mail_status_check";
