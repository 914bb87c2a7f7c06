-- A credential issuer key retired after a compromise (docs/credentials.md, "Trust model"): no
-- longer published at /.well-known/jwt-vc-issuer, never signs, and credentials it signed stop
-- verifying. Nullable, no default: metadata-only; the previous release ignores the column and
-- keeps publishing the key until it is replaced.
ALTER TABLE "credential_issuer_keys" ADD COLUMN "retired_at" TIMESTAMPTZ(3);
