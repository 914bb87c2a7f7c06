-- Issuance is bounded (contract section 21, docs/credentials.md): a session's VIC has one credential
-- per holder key (its RFC 7638 thumbprint), re-signed when the same device asks again, and at most
-- MAX_HOLDER_KEYS of them. A nullable column is metadata-only; credentials issued before it keep
-- NULL (the previous release never reads it) and count toward the bound.
ALTER TABLE "credentials" ADD COLUMN "holder_thumbprint" TEXT;
