import type { Db } from "../db/client.js";
import type { VerificationSession, Vic } from "../generated/prisma/client.js";

/** The VIC as it appears inside its session (`vic`). */
export function presentVic(vic: Vic) {
  return {
    id: vic.id,
    object: "vic" as const,
    verification_session: vic.sessionId,
    customer_address: vic.customerAddress,
    tier: vic.tier,
    flows: vic.flows,
    issued_at: vic.issuedAt.toISOString(),
    expires_at: vic.expiresAt.toISOString(),
    livemode: vic.mode === "live",
    created_at: vic.createdAt.toISOString(),
  };
}

/**
 * The session as GET presents it and as its events carry it. `client_token` is only known at
 * creation (it is stored hashed), so it is null everywhere except in the create response.
 */
export function presentSession(row: VerificationSession, vic: Vic | null, clientToken: string | null = null) {
  return {
    id: row.id,
    object: "verification_session" as const,
    status: row.status,
    flows: row.flows,
    customer_address: row.customerAddress,
    client_token: clientToken,
    test_outcome: row.mode === "test" ? row.testOutcome : null,
    vic: vic ? presentVic(vic) : null,
    expires_at: row.expiresAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    last_error: row.lastError ?? null,
    metadata: row.metadata,
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}

export type PresentedSession = ReturnType<typeof presentSession>;

/** Presents one session, reading its VIC (if any) through `db` (pass the transaction inside one). */
export async function viewSession(db: Db, row: VerificationSession): Promise<PresentedSession> {
  const vic = row.vicId ? await db.vic.findUnique({ where: { id: row.vicId } }) : null;
  return presentSession(row, vic);
}

/** Presents a page of sessions with one query for all their VICs. */
export async function viewSessions(db: Db, rows: VerificationSession[]): Promise<PresentedSession[]> {
  const vicIds = rows.flatMap((row) => (row.vicId ? [row.vicId] : []));
  const vics = vicIds.length > 0 ? await db.vic.findMany({ where: { id: { in: vicIds } } }) : [];
  const byId = new Map(vics.map((vic) => [vic.id, vic]));
  return rows.map((row) => presentSession(row, row.vicId ? (byId.get(row.vicId) ?? null) : null));
}
