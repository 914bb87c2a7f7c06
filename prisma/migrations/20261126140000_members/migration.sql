-- Teams (contract section 13): every user has one of five roles; invitations bring in members.

-- Users made by hand before roles existed (an ops-created "member") become viewers: least privilege.
UPDATE "users" SET "role" = 'viewer' WHERE "role" NOT IN ('owner', 'admin', 'developer', 'reviewer', 'viewer');
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('owner', 'admin', 'developer', 'reviewer', 'viewer'));

-- CreateTable
CREATE TABLE "member_invitations" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "token_hash" TEXT NOT NULL,
    "token_sealed" TEXT,
    "mail_status" TEXT NOT NULL DEFAULT 'queued',
    "mail_attempts" INTEGER NOT NULL DEFAULT 0,
    "mail_error" TEXT,
    "invited_by" TEXT,
    "accepted_user_id" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "member_invitations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "member_invitations_role_check" CHECK ("role" IN ('admin', 'developer', 'reviewer', 'viewer')),
    CONSTRAINT "member_invitations_status_check" CHECK ("status" IN ('pending', 'accepted', 'revoked', 'replaced')),
    CONSTRAINT "member_invitations_mail_status_check" CHECK ("mail_status" IN ('queued', 'sent', 'failed', 'canceled'))
);

-- CreateIndex
CREATE UNIQUE INDEX "member_invitations_token_hash_key" ON "member_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "member_invitations_merchant_id_email_idx" ON "member_invitations"("merchant_id", "email");

-- CreateIndex
CREATE INDEX "member_invitations_mail_status_created_at_idx" ON "member_invitations"("mail_status", "created_at");

-- AddForeignKey
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_fkey" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_accepted_user_id_fkey" FOREIGN KEY ("accepted_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
