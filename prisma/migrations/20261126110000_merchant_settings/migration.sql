-- Portal settings of an account (docs/security.md, "SMS"): which countries its phone flow may
-- text and the name its SMS carries. No row means every default.
CREATE TABLE "merchant_settings" (
    "merchant_id" TEXT NOT NULL,
    "sms_countries" TEXT[],
    "sms_countries_default" BOOLEAN NOT NULL DEFAULT true,
    "sms_name" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "merchant_settings_pkey" PRIMARY KEY ("merchant_id")
);

ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
