import { tableColumns } from "../platform/db/columns.js";
import type { VerificationSession } from "../platform/generated/prisma/client.js";

/** verification_sessions, for the raw hot-path statements (session-row.ts, create-session.ts). */
export const sessionColumns = tableColumns<VerificationSession>()("verification_sessions", {
  id: "id",
  merchantId: "merchant_id",
  mode: "mode",
  status: "status",
  flows: "flows",
  testOutcome: "test_outcome",
  customerAddress: "customer_address",
  clientTokenHash: "client_token_hash",
  returnUrl: "return_url",
  metadata: "metadata",
  signals: "signals",
  lastError: "last_error",
  decidedByRuleId: "decided_by_rule_id",
  vicId: "vic_id",
  expiresAt: "expires_at",
  completedAt: "completed_at",
  canceledAt: "canceled_at",
  createdAt: "created_at",
  updatedAt: "updated_at",
  redactionStatus: "redaction_status",
  redactionRequestedAt: "redaction_requested_at",
});
