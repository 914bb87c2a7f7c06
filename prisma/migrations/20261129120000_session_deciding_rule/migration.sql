-- The decision rule that settled a session (contract section 22: insights by deciding rule, the
-- CSV's deciding rule column). Nullable, no default: metadata-only, old rows stay null (decided
-- before this column, by the sandbox, by a reviewer, or by no rule). Not a foreign key: a rule may
-- be deleted later and the session's history keeps its id.
ALTER TABLE "verification_sessions" ADD COLUMN "decided_by_rule_id" TEXT;
