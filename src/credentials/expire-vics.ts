import type { Owner } from "../http/auth/owner.js";
import { prisma } from "../platform/db/client.js";
import { InvalidState } from "../platform/errors/domain-errors.js";
import type { VicObject } from "../sessions/session-schema.js";
import { inTransaction, type UnitOfWork } from "../events/webhooks/unit-of-work.js";
import { getVic } from "./read-vics.js";
import { VicLifecycle } from "./vic-lifecycle.js";
import { afterVicsLeftActive } from "./vic-moves.js";

/** VICs expired per transaction: one UPDATE, one event statement, one attestation UPDATE. */
export const EXPIRY_BATCH = 1_000;

/**
 * active -> expired for the given VICs whose `expires_at` has passed (a guarded update: a VIC
 * revoked meanwhile, or not due, is left alone); `vic.expired` and the on-chain revocation of the
 * live ones, in the same transaction. Returns how many moved.
 */
async function expireIn(uow: UnitOfWork, ids: string[], now: Date): Promise<number> {
  const rows = await uow.tx.vic.updateManyAndReturn({
    where: { id: { in: ids }, ...VicLifecycle.is("active"), expiresAt: { lte: now } },
    data: VicLifecycle.set("active", "expired"),
  });
  await afterVicsLeftActive(uow, rows, "vic.expired");
  return rows.length;
}

/**
 * The vic-expiry job's work (and the sweeper's backstop): expires every active VIC past
 * `expires_at`, oldest first, `batch` per transaction. The rows of a batch are claimed with
 * `FOR UPDATE SKIP LOCKED`, so concurrent runs (two workers, the sweeper) split the work instead
 * of waiting on each other; `(status, expires_at)` is indexed, so each batch reads only its rows.
 * Stops when none are due or after `budgetMs` (the next run goes on). Returns how many expired.
 */
export async function expireDueVics(options: { batch?: number; budgetMs?: number } = {}): Promise<number> {
  const batch = options.batch ?? EXPIRY_BATCH;
  const stopAt = Date.now() + (options.budgetMs ?? 20_000);
  let expired = 0;
  for (;;) {
    const now = new Date();
    const { claimed, moved } = await inTransaction(async (uow) => {
      const due = await uow.tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM vics
         WHERE ${VicLifecycle.sql.is("active")} AND expires_at <= ${now}
         ORDER BY expires_at
         LIMIT ${batch}
         FOR UPDATE SKIP LOCKED`;
      return { claimed: due.length, moved: due.length === 0 ? 0 : await expireIn(uow, due.map((row) => row.id), now) };
    });
    expired += moved;
    if (claimed < batch || Date.now() >= stopAt) return expired;
  }
}

/**
 * Test helper: a test VIC expires now, through the real expiry (its `expires_at` becomes now).
 * Not active: `invalid_state`, before any transaction.
 */
export async function expireTestVic(owner: Owner, id: string): Promise<VicObject> {
  const before = await getVic(owner, id);
  if (before.status !== "active") throw new InvalidState(`VIC '${id}' is ${before.status}; only an active VIC can expire.`);
  const moved = await inTransaction(async (uow) => {
    const now = new Date();
    await uow.tx.vic.updateMany({ where: { id, merchantId: owner.merchantId, mode: owner.mode, ...VicLifecycle.is("active") }, data: { expiresAt: now } });
    return expireIn(uow, [id], now);
  });
  const after = await getVic(owner, id);
  if (!moved) throw new InvalidState(`VIC '${id}' is ${after.status}; only an active VIC can expire.`);
  return after;
}

/** How many active VICs are past `expires_at` (metrics and tests). */
export const countOverdueVics = () => prisma.vic.count({ where: { ...VicLifecycle.is("active"), expiresAt: { lte: new Date() } } });
