import { sha256Hex } from "../crypto/sha256.js";

/** The `prev_hash` of an account's first row. */
export const GENESIS_HASH = "0".repeat(64);

/** What the chain covers: every column of a row but its own hash and prev_hash. */
export interface ChainedFields {
  seq: number;
  id: string;
  merchantId: string;
  createdAt: Date;
  actorType: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  mode: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * The row's canonical form: a JSON array (so the order is fixed, not a key order) of, in this
 * order, seq, id, merchant_id, at (ISO 8601 UTC with milliseconds), actor_type, actor_id,
 * actor_email, action, target, mode, ip, user_agent, request_id; an absent value is null.
 * docs/security.md documents it for anyone who verifies a chain with their own code.
 */
export function canonicalRow(row: ChainedFields): string {
  return JSON.stringify([
    row.seq,
    row.id,
    row.merchantId,
    row.createdAt.toISOString(),
    row.actorType,
    row.actorId,
    row.actorEmail,
    row.action,
    row.target,
    row.mode,
    row.ip,
    row.userAgent,
    row.requestId,
  ]);
}

/** hash = hex(sha256(prev_hash || canonical row)), prev_hash as its 64 hex characters. */
export function chainHash(prevHash: string, row: ChainedFields): string {
  return sha256Hex(prevHash + canonicalRow(row));
}
