-- The VIC as a resource (contract section 21, docs/credentials.md): its status, owned by VicLifecycle
-- (src/credentials/vic-lifecycle.ts): active -> revoked (POST /v1/vics/{id}/revoke) | expired (the
-- vic-expiry job at expires_at). A constant default is metadata-only; rows minted before this
-- migration start active, and the expiry job moves those already past expires_at.
ALTER TABLE "vics" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'active';
ALTER TABLE "vics" ADD COLUMN "revoked_at" TIMESTAMPTZ(3);
ALTER TABLE "vics" ADD COLUMN "revocation_reason" TEXT;
ALTER TABLE "vics" ADD CONSTRAINT "vics_status_check" CHECK ("status" IN ('active', 'revoked', 'expired')) NOT VALID;
ALTER TABLE "vics" VALIDATE CONSTRAINT "vics_status_check";
