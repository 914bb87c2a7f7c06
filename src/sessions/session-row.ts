import type { Mode } from "../auth/api-key-format.js";
import { query } from "../db/sql.js";
import { Prisma, type VerificationSession } from "../generated/prisma/client.js";

interface SessionColumns {
  id: string;
  merchant_id: string;
  mode: Mode;
  status: string;
  flows: string[];
  test_outcome: string | null;
  customer_address: string | null;
  client_token_hash: string;
  metadata: Prisma.JsonValue;
  signals: Prisma.JsonValue | null;
  last_error: Prisma.JsonValue | null;
  vic_id: string | null;
  expires_at: Date;
  completed_at: Date | null;
  canceled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toSession(c: SessionColumns): VerificationSession {
  return {
    id: c.id,
    merchantId: c.merchant_id,
    mode: c.mode,
    status: c.status,
    flows: c.flows,
    testOutcome: c.test_outcome,
    customerAddress: c.customer_address,
    clientTokenHash: c.client_token_hash,
    metadata: c.metadata,
    signals: c.signals,
    lastError: c.last_error,
    vicId: c.vic_id,
    expiresAt: c.expires_at,
    completedAt: c.completed_at,
    canceledAt: c.canceled_at,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  };
}

/**
 * One session of this merchant and mode, or null. The hottest read of the API (see
 * docs/performance.md). Columns are listed, not `*`: a prepared statement whose result shape
 * changes under it (a column added by a migration) would fail until the connection is replaced.
 */
export async function findSessionRow(merchantId: string, mode: Mode, id: string): Promise<VerificationSession | null> {
  const [row] = await query<SessionColumns>(Prisma.sql`
    SELECT id, merchant_id, mode, status, flows, test_outcome, customer_address, client_token_hash, metadata,
           signals, last_error, vic_id, expires_at, completed_at, canceled_at, created_at, updated_at
      FROM verification_sessions WHERE id = ${id} AND merchant_id = ${merchantId} AND mode = ${mode}::"Mode"`);
  return row ? toSession(row) : null;
}
