import type { Owner } from "../http/auth/owner.js";
import { InvalidState } from "../platform/errors/domain-errors.js";
import type { VicObject } from "../sessions/session-schema.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { getVic } from "./read-vics.js";
import { VicLifecycle } from "./vic-lifecycle.js";
import { afterVicsLeftActive } from "./vic-moves.js";

/**
 * active -> revoked with the merchant's reason; `vic.revoked`, and a live VIC's attestation is
 * revoked on-chain. Revoking a revoked VIC is a no-op that returns it unchanged (the first
 * reason stays); an expired VIC cannot be revoked (`invalid_state`): it is already invalid.
 */
export async function revokeVic(owner: Owner, id: string, reason: string): Promise<VicObject> {
  const before = await getVic(owner, id); // NotFound for another merchant's, the other mode's or none
  // Refused or a no-op before any transaction: nothing changes and no audit row is written.
  if (before.status !== "active") return settled(before);
  const moved = await inTransaction(async (uow) => {
    const rows = await uow.tx.vic.updateManyAndReturn({
      where: { id, merchantId: owner.merchantId, mode: owner.mode, ...VicLifecycle.is("active") },
      data: { ...VicLifecycle.set("active", "revoked"), revokedAt: new Date(), revocationReason: reason },
    });
    await afterVicsLeftActive(uow, rows, "vic.revoked");
    return rows.length > 0;
  });
  const after = await getVic(owner, id);
  return moved ? after : settled(after); // raced: another revocation or the expiry moved it first
}

function settled(vic: VicObject): VicObject {
  if (vic.status === "expired") throw new InvalidState(`VIC '${vic.id}' expired at ${vic.expires_at}; only an active VIC can be revoked.`);
  return vic;
}
