import { AsyncLocalStorage } from "node:async_hooks";
import type { Mode } from "../auth/api-key-format.js";
import type { Actor } from "./actor.js";
import { prisma, type Tx } from "../../platform/db/client.js";
import { recordAudit, type AuditDetails } from "./record-audit.js";

/**
 * What a request knows about the action it is running, for the audit row its writes record:
 * set by the router around every portal request (./portal-audit.ts), or by the CLI.
 */
export interface AuditScope {
  merchantId: string;
  actor: Actor;
  action: string;
  mode: Mode | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** What the request acts on, from its path (read when the row is written: params are parsed by then). */
  target: () => string | null;
  /** Set once the request's row is written: one action, one row. */
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `work` with `scope` as the audit scope of every write it makes. */
export function runInAuditScope<T>(scope: AuditScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

export function currentAuditScope(): AuditScope | undefined {
  return scopes.getStore();
}

/**
 * Inside an audit scope (a portal request, a CLI command), appends the scope's row to `tx`, the
 * transaction of the write, once per request; `target` replaces the one the path gives (a key
 * just minted); `details` says more (a settings change's field names). Outside any scope it does
 * nothing: jobs, the SDK and the /api/v1 routes not declared `audit` record no rows.
 * The unit of work (`inTransaction`, src/events/) calls it for every write it runs; writes made
 * in a transaction of their own call it themselves.
 */
export async function recordRequestAudit(tx: Tx, details: { target?: string | null; details?: AuditDetails } = {}): Promise<void> {
  const scope = scopes.getStore();
  if (!scope || scope.recorded) return;
  await recordAudit(tx, {
    merchantId: scope.merchantId,
    actor: scope.actor,
    action: scope.action,
    target: details.target !== undefined ? details.target : scope.target(),
    mode: scope.mode,
    ip: scope.ip,
    userAgent: scope.userAgent,
    requestId: scope.requestId,
    details: details.details ?? null,
  });
  scope.recorded = true;
}

/**
 * One write in a transaction of its own, with the request's audit row when `changed(result)` says
 * it changed something (a guarded update that matched nothing records no action).
 */
export function withRequestAudit<T>(write: (tx: Tx) => Promise<T>, changed: (result: T) => boolean = () => true): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const result = await write(tx);
    if (changed(result)) await recordRequestAudit(tx);
    return result;
  });
}

/**
 * For an action with no database write to share a transaction with (a view, a call to Stripe):
 * the request's row in a transaction of its own, written before the answer is sent.
 */
export async function recordRequestAuditAlone(details: { target?: string | null; details?: AuditDetails } = {}): Promise<void> {
  if (!scopes.getStore()) return;
  await prisma.$transaction((tx) => recordRequestAudit(tx, details));
}

/**
 * Runs `work` as operations acting on one account outside any request (the CLI, the dev script):
 * the writes it makes record `actor` and `action` like a dashboard request's.
 */
export function runAsOperations<T>(merchantId: string, actor: Actor, action: string, work: () => Promise<T>): Promise<T> {
  return runInAuditScope(
    { merchantId, actor, action, mode: null, ip: null, userAgent: null, requestId: null, target: () => null, recorded: false },
    work,
  );
}
