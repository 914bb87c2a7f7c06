-- CreateTable: the account's audit log (docs/security.md, "The audit log"). Append-only: the
-- triggers below refuse UPDATE, DELETE and TRUNCATE to every role, the service's included. Rows
-- of one account form a hash chain: `hash` = sha256(`prev_hash` || the row's canonical form,
-- src/audit/audit-hash.ts), `seq` numbers them 1, 2, 3... per account.
CREATE TABLE "audit_log" (
    "id" TEXT NOT NULL,
    "merchant_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT NOT NULL,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "mode" "Mode",
    "ip" TEXT,
    "user_agent" TEXT,
    "request_id" TEXT,
    "prev_hash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "audit_log_actor_type_check" CHECK ("actor_type" IN ('user', 'api_key', 'ops'))
);

-- CreateIndex: one row per place in an account's chain; the head is the highest seq.
CREATE UNIQUE INDEX "audit_log_merchant_id_seq_key" ON "audit_log"("merchant_id", "seq");

-- CreateIndex: the list, newest first, and its filters.
CREATE INDEX "audit_log_merchant_id_at_id_idx" ON "audit_log"("merchant_id", "at" DESC, "id" DESC);
CREATE INDEX "audit_log_merchant_id_action_at_idx" ON "audit_log"("merchant_id", "action", "at" DESC);
CREATE INDEX "audit_log_merchant_id_target_at_idx" ON "audit_log"("merchant_id", "target", "at" DESC);
CREATE INDEX "audit_log_merchant_id_actor_id_at_idx" ON "audit_log"("merchant_id", "actor_id", "at" DESC);

-- AddForeignKey: RESTRICT, so deleting an account with a history fails instead of erasing it.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Append-only for every statement the service runs. Only the table's owner or a superuser can
-- switch the triggers off (ALTER TABLE ... DISABLE TRIGGER); a row changed that way breaks the
-- hash chain, which `npm run cli -- audit-verify` reports.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();

-- AlterTable: who wrote a note (a user with the email they had then, or an API key); NULL for
-- notes written before authors were recorded.
ALTER TABLE "customer_notes" ADD COLUMN "author_type" TEXT,
ADD COLUMN "author_id" TEXT,
ADD COLUMN "author_email" TEXT,
ADD CONSTRAINT "customer_notes_author_type_check" CHECK ("author_type" IN ('user', 'api_key', 'ops'));

-- AlterTable: who resolved a review, likewise.
ALTER TABLE "reviews" ADD COLUMN "resolved_by_type" TEXT,
ADD COLUMN "resolved_by_id" TEXT,
ADD COLUMN "resolved_by_email" TEXT,
ADD CONSTRAINT "reviews_resolved_by_type_check" CHECK ("resolved_by_type" IN ('user', 'api_key', 'ops'));
