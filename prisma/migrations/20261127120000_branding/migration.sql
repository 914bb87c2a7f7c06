-- AlterTable: the hosted page's branding (docs/dashboard.md, "Branding"). Null: the default
-- (the business name, no logo, the page's own colour). The values' rules live in
-- src/settings/branding-fields.ts (CHECK constraints are kept for status columns). A logo is
-- either a merchant's https URL (branding_logo_url) or an upload (branding_logos), never both:
-- src/settings/branding-logo.ts.
ALTER TABLE "merchant_settings"
    ADD COLUMN "branding_display_name" TEXT,
    ADD COLUMN "branding_logo_url" TEXT,
    ADD COLUMN "branding_accent_color" TEXT;

-- CreateTable: an uploaded logo (≤ 100 KB, PNG, JPEG or WebP), one per account, served at
-- /branding/logos/{id}-{sha256 prefix}.{ext}: a new upload is a new row and a new URL, so a URL's
-- bytes never change and it caches for good.
CREATE TABLE "branding_logos" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "branding_logos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: one logo per account.
CREATE UNIQUE INDEX "branding_logos_merchant_id_key" ON "branding_logos"("merchant_id");

-- AddForeignKey
ALTER TABLE "branding_logos" ADD CONSTRAINT "branding_logos_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
