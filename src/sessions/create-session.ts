import type { AuthContext } from "../auth/authenticate.js";
import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { groupedInsertWithEvents } from "../events/unit-of-work.js";
import { Prisma, type VerificationSession } from "../generated/prisma/client.js";
import { newId } from "../ids.js";
import type { EnqueueItem } from "../queues/enqueue.js";
import { mintClientToken } from "./client-token.js";
import type { CreateSessionBody } from "./create-schema.js";
import { presentSession, type PresentedSession } from "./present-session.js";

function insertSessions(rows: VerificationSession[]): Prisma.Sql {
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      merchant_id: row.merchantId,
      mode: row.mode,
      status: row.status,
      flows: row.flows,
      test_outcome: row.testOutcome,
      customer_address: row.customerAddress,
      client_token_hash: row.clientTokenHash,
      metadata: row.metadata,
      expires_at: row.expiresAt,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    })),
  );
  return Prisma.sql`
    INSERT INTO verification_sessions
      (id, merchant_id, mode, status, flows, test_outcome, customer_address, client_token_hash, metadata, expires_at, created_at, updated_at)
    SELECT id, merchant_id, mode::"Mode", status, flows, test_outcome, customer_address, client_token_hash, metadata, expires_at, created_at, updated_at
      FROM jsonb_to_recordset(${json}::jsonb) AS x(id text, merchant_id text, mode text, status text, flows text[], test_outcome text,
           customer_address text, client_token_hash text, metadata jsonb, expires_at timestamptz, created_at timestamptz, updated_at timestamptz)`;
}

const insertSessionWithEvents = groupedInsertWithEvents(insertSessions);

/**
 * Creates a session in `created` and emits `verification_session.created` (the hottest write
 * path, so the row, its event and the event's webhook deliveries go in as one statement, shared
 * with the sessions created at the same moment), then
 * schedules its expiry at `expires_at` and, in test mode, the sandbox outcome after
 * SANDBOX_DELAY_MS. The client token is returned here only; the database keeps its hash.
 */
export async function createSession(auth: Pick<AuthContext, "merchantId" | "mode">, body: CreateSessionBody): Promise<PresentedSession> {
  if (auth.mode === "live" && body.test_outcome !== undefined)
    throw new ApiError("invalid_request", "test_outcome is only accepted with a test key.", "test_outcome");

  const clientToken = mintClientToken();
  const now = new Date();
  const ttlMs = config.SESSION_TTL_SECONDS * 1000;
  const row: VerificationSession = {
    id: newId("session"),
    merchantId: auth.merchantId,
    mode: auth.mode,
    status: "created",
    flows: body.flows,
    testOutcome: auth.mode === "test" ? (body.test_outcome ?? "approved") : null,
    customerAddress: body.customer_address ?? null,
    clientTokenHash: clientToken.hash,
    metadata: body.metadata ?? {},
    signals: null,
    lastError: null,
    vicId: null,
    expiresAt: new Date(now.getTime() + ttlMs),
    completedAt: null,
    canceledAt: null,
    createdAt: now,
    updatedAt: now,
  };

  const jobs: EnqueueItem[] = [{ name: "session-expire", payload: { sessionId: row.id }, options: { delay: ttlMs } }];
  if (row.mode === "test" && row.testOutcome !== "abandoned")
    jobs.push({ name: "session-sandbox", payload: { sessionId: row.id }, options: { delay: config.SANDBOX_DELAY_MS } });
  await insertSessionWithEvents(
    row,
    [{ merchantId: row.merchantId, mode: row.mode, type: "verification_session.created", data: presentSession(row, null) }],
    jobs,
  );
  return presentSession(row, null, clientToken.token);
}
