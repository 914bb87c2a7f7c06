-- AlterTable: the email flow keeps the address only as a keyed hash (email_reused) and a masked form.
ALTER TABLE "sdk_flows" ADD COLUMN "email_hash" TEXT,
ADD COLUMN "email_masked" TEXT;

-- CreateTable: one row per email code sent, like phone_codes.
CREATE TABLE "email_codes" (
    "id" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "email_masked" TEXT NOT NULL,
    "email_sealed" TEXT,
    "code_hmac" TEXT NOT NULL,
    "code_sealed" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "superseded_at" TIMESTAMPTZ(3),
    "verified_at" TIMESTAMPTZ(3),
    "mail_status" TEXT NOT NULL,
    "mail_attempts" INTEGER NOT NULL DEFAULT 0,
    "mail_error" TEXT,
    "provider_message_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_codes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "email_codes_mail_status_check" CHECK ("mail_status" IN ('not_sent', 'queued', 'sent', 'failed', 'canceled'))
);

-- CreateIndex
CREATE INDEX "sdk_flows_merchant_id_mode_email_hash_verified_at_idx" ON "sdk_flows"("merchant_id", "mode", "email_hash", "verified_at");

-- CreateIndex
CREATE INDEX "email_codes_object_id_created_at_idx" ON "email_codes"("object_id", "created_at");

-- CreateIndex
CREATE INDEX "email_codes_mail_status_created_at_idx" ON "email_codes"("mail_status", "created_at");
