-- When a dashboard user put away the first-run checklist (contract section 22, "First run and
-- live mode"). Nullable, no default: metadata-only; existing users stay null and would see the
-- checklist until its items are done or they dismiss it. Per user, not per account: each member
-- dismisses it for themselves.
ALTER TABLE "users" ADD COLUMN "first_run_dismissed_at" TIMESTAMPTZ(3);
