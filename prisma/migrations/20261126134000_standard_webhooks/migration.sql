-- AlterTable: how an endpoint's deliveries are signed (src/webhooks/sign.ts): `proofbase`
-- (X-PB-Signature, pbwh_ secrets) or `standard` (the Standard Webhooks headers, whsec_ secrets).
ALTER TABLE "webhook_endpoints" ADD COLUMN "signature_scheme" TEXT NOT NULL DEFAULT 'proofbase',
ADD CONSTRAINT "webhook_endpoints_signature_scheme_check" CHECK ("signature_scheme" IN ('proofbase', 'standard'));
