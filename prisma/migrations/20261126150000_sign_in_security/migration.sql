-- Sign-in security (contract section 13, docs/security.md "Sign-in security"): TOTP second
-- factor and its recovery codes, password reset links, and what a portal session shows its user.

-- AlterTable: a user's TOTP. The pending secret (set up, not yet confirmed) and the active one are
-- sealed (src/crypto/sealed-box.ts); totp_last_step is the last time step accepted, so a code is
-- never accepted twice.
ALTER TABLE "users" ADD COLUMN "totp_pending_sealed" TEXT,
ADD COLUMN "totp_secret_sealed" TEXT,
ADD COLUMN "totp_enabled_at" TIMESTAMPTZ(3),
ADD COLUMN "totp_last_step" BIGINT;

-- AlterTable: the owner can require a second factor of everyone in the account.
ALTER TABLE "merchant_settings" ADD COLUMN "require_two_factor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable: where a session was opened, when it was last used, and when its user last gave a
-- second factor in it (the step-up that minting a live key accepts for 5 minutes).
ALTER TABLE "portal_sessions" ADD COLUMN "ip" TEXT,
ADD COLUMN "user_agent" TEXT,
ADD COLUMN "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "second_factor_at" TIMESTAMPTZ(3);

-- CreateTable: 10 single-use recovery codes per user, only their SHA-256 kept.
CREATE TABLE "recovery_codes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable: one row per password reset asked for an existing user. The link's token is kept
-- as a SHA-256 (what confirming checks) and sealed only until the email is sent.
CREATE TABLE "password_resets" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "token_sealed" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "mail_status" TEXT NOT NULL,
    "mail_attempts" INTEGER NOT NULL DEFAULT 0,
    "mail_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "password_resets_mail_status_check" CHECK ("mail_status" IN ('queued', 'sending', 'sent', 'failed', 'canceled'))
);

-- CreateIndex
CREATE INDEX "recovery_codes_user_id_idx" ON "recovery_codes"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"("token_hash");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

-- CreateIndex
CREATE INDEX "password_resets_mail_status_created_at_idx" ON "password_resets"("mail_status", "created_at");

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
