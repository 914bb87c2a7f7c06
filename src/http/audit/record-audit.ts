import type { Mode } from "../auth/api-key-format.js";
import type { Actor } from "./actor.js";
import type { Tx } from "../../platform/db/client.js";
import type { Prisma } from "../../platform/generated/prisma/client.js";
import { newId } from "../../platform/ids.js";
import { chainHash, GENESIS_HASH, type ChainedFields } from "./audit-hash.js";

/** One thing that happened, as its caller knows it; recordAudit adds the id, time, place and hashes. */
export interface AuditEntry {
  merchantId: string;
  actor: Actor;
  /** The portal route's operationId (`portalCreateVerificationSession`), or a named action (`enableLiveAccess`). */
  action: string;
  /** `type:id` of what was acted on (`api_key:key_...`), or null. */
  target?: string | null;
  mode?: Mode | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  details?: AuditDetails | null;
}

/** A value an audit row shows before and after a change: settings and configuration, never a secret or a person's data. */
export type AuditValue = string | number | boolean | null | string[];

/** One field a change changed, with its value before and after (contract section 22). */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/**
 * What a row adds to its action, beyond who, what, to what and from where. The log is read by
 * every manager of the account and kept for good: values only of configuration (a setting, a
 * rule, a role), never a secret, a code, or anything about the people verified.
 */
export interface AuditDetails {
  /** The settings fields a change changed: their API names. */
  changed_fields?: string[];
  /** The fields a change changed with their values before and after, where those values are configuration. */
  changes?: AuditChange[];
}

const clip = (value: string | null | undefined, max: number): string | null => (value == null ? null : value.slice(0, max));

/**
 * Appends one row to the account's audit log, in `tx`: the transaction of the action it records,
 * so the row exists exactly when the action committed. The account's chain head is locked first
 * (a transaction-scoped advisory lock on the account), so two concurrent appends cannot both
 * take the same head; call it last in the transaction, since the lock is held until commit.
 * `at` is strictly increasing along the chain (at least the head's time + 1 ms), so listing by
 * time lists in chain order.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<{ id: string; seq: number; hash: string }> {
  const { merchantId } = entry;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`audit-log:${merchantId}`}, 0))`;
  const head = await tx.auditLogEntry.findFirst({
    where: { merchantId },
    orderBy: { seq: "desc" },
    select: { seq: true, hash: true, createdAt: true },
  });
  const fields: ChainedFields = {
    seq: (head?.seq ?? 0) + 1,
    id: newId("auditEntry"),
    merchantId,
    createdAt: new Date(Math.max(Date.now(), (head?.createdAt.getTime() ?? 0) + 1)),
    actorType: entry.actor.type,
    actorId: clip(entry.actor.id, 200)!,
    actorEmail: clip(entry.actor.email, 254),
    action: clip(entry.action, 100)!,
    target: clip(entry.target, 300),
    mode: entry.mode ?? null,
    ip: clip(entry.ip, 100),
    userAgent: clip(entry.userAgent, 500),
    requestId: clip(entry.requestId, 100),
    details: entry.details ?? null,
  };
  const prevHash = head?.hash ?? GENESIS_HASH;
  const hash = chainHash(prevHash, fields);
  const { details, ...columns } = fields;
  await tx.auditLogEntry.create({ data: { ...columns, ...(details !== null && { details: details as Prisma.InputJsonObject }), mode: entry.mode ?? null, prevHash, hash } });
  return { id: fields.id, seq: fields.seq, hash };
}
