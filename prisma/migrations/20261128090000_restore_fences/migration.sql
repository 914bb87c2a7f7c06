-- Restore fences (docs/operations.md "Backup and restore"): one row per restore of the database
-- from a backup, recorded by `npm run cli -- restore-fence` before the workers start. A queued
-- SMS created before the newest fence may have been sent after the backup point; its send first
-- asks the provider (src/flows/phone/reconcile-restored-sms.ts). Empty in normal running.
CREATE TABLE "restore_fences" (
    "id" SERIAL NOT NULL,
    "fenced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "note" TEXT,

    CONSTRAINT "restore_fences_pkey" PRIMARY KEY ("id")
);
