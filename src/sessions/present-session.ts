import { onchainByVic, type PresentedOnchain } from "../chain/present-onchain.js";
import type { Db } from "../platform/db/client.js";
import { hostedPageUrl } from "./hosted-page-url.js";
import { presentRedaction } from "../customers/redaction-schema.js";
import type { VerificationSession, Vic } from "../platform/generated/prisma/client.js";
import type { Flow } from "./flows.js";
import type { SessionObject, TestOutcome, VicObject, VicStatus } from "./session-schema.js";
import type { SessionStatus } from "./state-machine.js";

/** A VIC with its on-chain attestation (live VICs only). */
export type VicView = Vic & { onchain: PresentedOnchain | null };

/** The VIC as it appears inside its session (`vic`). `onchain` is null in test mode. */
export function presentVic(vic: VicView): VicObject {
  return {
    id: vic.id,
    object: "vic" as const,
    verification_session: vic.sessionId,
    customer_address: vic.customerAddress,
    tier: vic.tier,
    flows: vic.flows as Flow[],
    status: vic.status as VicStatus,
    issued_at: vic.issuedAt.toISOString(),
    expires_at: vic.expiresAt.toISOString(),
    revoked_at: vic.revokedAt?.toISOString() ?? null,
    revocation_reason: vic.revocationReason,
    onchain: vic.mode === "live" ? vic.onchain : null,
    livemode: vic.mode === "live",
    created_at: vic.createdAt.toISOString(),
  };
}

/**
 * The session as GET presents it and as its events carry it. `client_token` (and the hosted
 * page `url` that carries it) is only known at creation (it is stored hashed), so both are null
 * everywhere except in the create response.
 */
export function presentSession(row: VerificationSession, vic: VicView | null, clientToken: string | null = null): SessionObject {
  return {
    id: row.id,
    object: "verification_session" as const,
    status: row.status as SessionStatus,
    flows: row.flows as Flow[],
    customer_address: row.customerAddress,
    client_token: clientToken,
    url: clientToken ? hostedPageUrl(clientToken) : null,
    return_url: row.returnUrl,
    test_outcome: row.mode === "test" ? (row.testOutcome as TestOutcome | null) : null,
    vic: vic ? presentVic(vic) : null,
    expires_at: row.expiresAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    last_error: (row.lastError as SessionObject["last_error"]) ?? null,
    metadata: row.metadata as Record<string, string>,
    redaction: presentRedaction(row),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}

export type PresentedSession = SessionObject;

/** Presents one session, reading its VIC (if any) through `db` (pass the transaction inside one). */
export async function viewSession(db: Db, row: VerificationSession): Promise<PresentedSession> {
  const vic = row.vicId ? await db.vic.findUnique({ where: { id: row.vicId } }) : null;
  return presentSession(row, vic ? (await withOnchain(db, [vic]))[0]! : null);
}

/** Presents a page of sessions with one query for all their VICs. */
export async function viewSessions(db: Db, rows: VerificationSession[]): Promise<PresentedSession[]> {
  const vicIds = rows.flatMap((row) => (row.vicId ? [row.vicId] : []));
  const vics = vicIds.length > 0 ? await withOnchain(db, await db.vic.findMany({ where: { id: { in: vicIds } } })) : [];
  const byId = new Map(vics.map((vic) => [vic.id, vic]));
  return rows.map((row) => presentSession(row, row.vicId ? (byId.get(row.vicId) ?? null) : null));
}

/** Adds `onchain` to VICs; only live VICs are looked up (test mode never touches the chain). */
export async function withOnchain(db: Db, vics: Vic[]): Promise<VicView[]> {
  const onchain = await onchainByVic(db, vics.filter((v) => v.mode === "live").map((v) => v.id));
  return vics.map((vic) => ({ ...vic, onchain: onchain.get(vic.id) ?? null }));
}
