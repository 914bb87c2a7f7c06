-- The hosted page's review timeframe (src/accounts/settings/branding-fields.ts): "usually within N
-- business days" after a review outcome; null = no timeframe promised. Expand only: a constant
-- default is stored once (no rewrite) and gives existing accounts the 2 days the page said so far.
ALTER TABLE "merchant_settings" ADD COLUMN "review_business_days" INTEGER DEFAULT 2;
