-- AlterTable: what a row adds to its action, as a JSON object (a settings change's
-- `changed_fields`: the names of the fields it changed, never their values). Nullable with no
-- default, so adding it rewrites nothing and takes the table's lock only for a moment; old rows
-- stay null, and the hash chain covers the column only where it is set (src/audit/audit-hash.ts).
ALTER TABLE "audit_log" ADD COLUMN "details" JSONB;
