-- The language of the hosted page that asked for a code (contract section 22: the SMS and the
-- email in the page's language): the send job writes the text in it. Nullable, no default:
-- metadata-only, old rows and the previous release's rows stay null and go out in English.
ALTER TABLE "phone_codes" ADD COLUMN "locale" TEXT;
ALTER TABLE "email_codes" ADD COLUMN "locale" TEXT;
