import type { Owner } from "../http/auth/owner.js";
import { config } from "../platform/config.js";
import { groupedInsertWithEvents } from "../events/webhooks/unit-of-work.js";
import { Prisma, type VerificationSession } from "../platform/generated/prisma/client.js";
import { newId } from "../platform/ids.js";
import type { EnqueueItem } from "../platform/queues/enqueue.js";
import { mintClientToken } from "./client-token.js";
import { appliedBySandbox, type CreateSessionBody } from "./session-schema.js";
import { presentSession, type PresentedSession } from "./present-session.js";
import { refuseTestOutcomeInLiveMode } from "./test-outcome-rule.js";
import { sessionColumns } from "./session-columns.js";
import { SessionLifecycle } from "./state-machine.js";
import { sessionExpiryJob } from "./jobs/session-expiry.js";
import { sessionSandboxJob } from "./jobs/session-sandbox.js";

// Every column creation sets; the rest keep their defaults (NULL) until the session moves.
const INSERTED = [
  "id", "merchantId", "mode", "status", "flows", "testOutcome", "customerAddress",
  "clientTokenHash", "returnUrl", "metadata", "expiresAt", "createdAt", "updatedAt",
] as const satisfies readonly (keyof VerificationSession)[];
const INSERTED_LIST = sessionColumns.list(INSERTED);

/** The INSERT of a batch of new sessions (the column types come from the table itself). */
export function insertSessionsStatement(rows: VerificationSession[]): Prisma.Sql {
  const json = JSON.stringify(rows.map((row) => sessionColumns.toRecord(row, INSERTED)));
  return Prisma.sql`
    INSERT INTO verification_sessions (${INSERTED_LIST})
    SELECT ${INSERTED_LIST} FROM jsonb_populate_recordset(NULL::verification_sessions, ${json}::jsonb)`;
}

const insertSessionWithEvents = groupedInsertWithEvents(insertSessionsStatement);

/**
 * Creates a session in `created` and emits `verification_session.created` (the hottest write
 * path, so the row, its event and the event's webhook deliveries go in as one statement, shared
 * with the sessions created at the same moment), then
 * schedules its expiry at `expires_at` and, in test mode, the sandbox outcome after
 * SANDBOX_DELAY_MS (not for `interactive`, which waits for the end user like a live session). The client token is returned here only; the database keeps its hash.
 */
export async function createSession(auth: Owner, body: CreateSessionBody): Promise<PresentedSession> {
  refuseTestOutcomeInLiveMode(auth, body.test_outcome);

  const clientToken = mintClientToken();
  const now = new Date();
  const ttlMs = config.SESSION_TTL_SECONDS * 1000;
  const row: VerificationSession = {
    id: newId("session"),
    merchantId: auth.merchantId,
    mode: auth.mode,
    status: SessionLifecycle.initial,
    flows: body.flows,
    testOutcome: auth.mode === "test" ? (body.test_outcome ?? "approved") : null,
    customerAddress: body.customer_address ?? null,
    clientTokenHash: clientToken.hash,
    returnUrl: body.return_url ?? null,
    metadata: body.metadata ?? {},
    signals: null,
    lastError: null,
    decidedByRuleId: null,
    vicId: null,
    expiresAt: new Date(now.getTime() + ttlMs),
    completedAt: null,
    canceledAt: null,
    createdAt: now,
    updatedAt: now,
    redactionStatus: null,
    redactionRequestedAt: null,
  };

  const jobs: EnqueueItem[] = [sessionExpiryJob.for({ sessionId: row.id }, { delay: ttlMs })];
  if (row.mode === "test" && appliedBySandbox(row.testOutcome))
    jobs.push(sessionSandboxJob.for({ sessionId: row.id }, { delay: config.SANDBOX_DELAY_MS }));
  await insertSessionWithEvents(
    row,
    [{ merchantId: row.merchantId, mode: row.mode, type: "verification_session.created", data: presentSession(row, null) }],
    jobs,
    `verification_session:${row.id}`,
  );
  return presentSession(row, null, clientToken.token);
}
