-- Passkeys (contract section 20, docs/verification-flows.md "The passkey flow"): one row per
-- WebAuthn credential registered to a customer address of a merchant, in one mode. The credential
-- id is unique per merchant and mode, so a credential shown for another customer is found
-- (passkey_reused). New table: nothing here touches a table the previous release reads.
CREATE TABLE "passkeys" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "customer_address" TEXT NOT NULL,
    "credential_id" TEXT NOT NULL,
    "public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[],
    "backed_up" BOOLEAN NOT NULL,
    "device_type" TEXT NOT NULL,
    "registered_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    CONSTRAINT "passkeys_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "passkeys_merchant_id_mode_credential_id_key" ON "passkeys"("merchant_id", "mode", "credential_id");
CREATE INDEX "passkeys_merchant_id_mode_customer_address_idx" ON "passkeys"("merchant_id", "mode", "customer_address");
