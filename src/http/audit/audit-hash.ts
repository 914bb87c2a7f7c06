import { sha256Hex } from "../../platform/crypto/sha256.js";

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
  /** What the row adds to its action (src/http/audit/record-audit.ts, AuditDetails); null on every row written before it existed. */
  details: unknown;
}

/**
 * The row's canonical form: a JSON array (so the order is fixed, not a key order) of, in this
 * order, seq, id, merchant_id, at (ISO 8601 UTC with milliseconds), actor_type, actor_id,
 * actor_email, action, target, mode, ip, user_agent, request_id; an absent value is null. A row
 * with `details` has them as a 14th element, the object with its keys sorted at every level (the
 * database's jsonb keeps its own key order); a row without has 13 elements, so rows written before
 * the column existed hash as they did. docs/security.md documents it for anyone who verifies a
 * chain with their own code.
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
    ...(row.details == null ? [] : [sortedKeys(row.details)]),
  ]);
}

/** A JSON value with every object's keys in code-point order, so its text does not depend on how it was stored. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortedKeys(record[key])]),
  );
}

/** hash = hex(sha256(prev_hash || canonical row)), prev_hash as its 64 hex characters. */
export function chainHash(prevHash: string, row: ChainedFields): string {
  return sha256Hex(prevHash + canonicalRow(row));
}
