-- AlterTable
ALTER TABLE "verification_sessions" ADD COLUMN "return_url" TEXT;

-- AlterTable
ALTER TABLE "reverification_requests" ADD COLUMN "client_token_hash" TEXT;

-- CreateTable
CREATE TABLE "sdk_flows" (
    "object_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "address" TEXT,
    "phone_hash" TEXT,
    "phone_masked" TEXT,
    "signals" JSONB,
    "send_count" INTEGER NOT NULL DEFAULT 0,
    "last_send_at" TIMESTAMPTZ(3),
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sdk_flows_pkey" PRIMARY KEY ("object_id","type")
);

-- CreateTable
CREATE TABLE "wallet_challenges" (
    "id" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "chain_id" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "phone_codes" (
    "id" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "phone_masked" TEXT NOT NULL,
    "phone_sealed" TEXT,
    "code_hmac" TEXT NOT NULL,
    "code_sealed" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "superseded_at" TIMESTAMPTZ(3),
    "verified_at" TIMESTAMPTZ(3),
    "sms_status" TEXT NOT NULL,
    "sms_attempts" INTEGER NOT NULL DEFAULT 0,
    "sms_error" TEXT,
    "provider_message_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "phone_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reverification_requests_client_token_hash_key" ON "reverification_requests"("client_token_hash");

-- CreateIndex
CREATE INDEX "sdk_flows_merchant_id_mode_phone_hash_verified_at_idx" ON "sdk_flows"("merchant_id", "mode", "phone_hash", "verified_at");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_challenges_nonce_key" ON "wallet_challenges"("nonce");

-- CreateIndex
CREATE INDEX "wallet_challenges_object_id_idx" ON "wallet_challenges"("object_id");

-- CreateIndex
CREATE INDEX "phone_codes_object_id_created_at_idx" ON "phone_codes"("object_id", "created_at");

-- CreateIndex
CREATE INDEX "phone_codes_sms_status_created_at_idx" ON "phone_codes"("sms_status", "created_at");
