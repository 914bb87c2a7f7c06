-- Credentials people hold (contract section 21, docs/credentials.md): the issuer's ES256 keys
-- (private halves sealed with ENCRYPTION_KEYS) and one row per issued SD-JWT VC, whose status
-- list bit is status_idx. New tables: nothing here touches a table the previous release reads.
CREATE TABLE "credential_issuer_keys" (
    "id" TEXT NOT NULL,
    "public_jwk" JSONB NOT NULL,
    "private_jwk_sealed" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "credential_issuer_keys_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "credentials" (
    "id" TEXT NOT NULL,
    "vic_id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "status_idx" SERIAL NOT NULL,
    "issuer_key_id" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "credentials_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "credentials_status_idx_key" ON "credentials"("status_idx");
CREATE INDEX "credentials_vic_id_idx" ON "credentials"("vic_id");
