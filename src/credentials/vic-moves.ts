import type { Vic } from "../platform/generated/prisma/client.js";
import { vicRevokeJob } from "../chain/jobs/vic-attestation.js";
import { requestVicRevocations } from "../chain/record-attestation.js";
import type { EventType } from "../events/catalog.js";
import { presentVic, withOnchain } from "../sessions/present-session.js";
import type { UnitOfWork } from "../events/webhooks/unit-of-work.js";

/**
 * What follows VICs leaving `active`, in the transaction that moved them: their live
 * attestations are revoked on-chain (asked once; the jobs run after commit) and each VIC's event
 * carries it as `GET /v1/vics/{id}` shows it. `moved` are the rows as the guarded update returned them.
 */
export async function afterVicsLeftActive(uow: UnitOfWork, moved: Vic[], type: Extract<EventType, "vic.revoked" | "vic.expired">): Promise<void> {
  if (moved.length === 0) return;
  const live = moved.filter((vic) => vic.mode === "live").map((vic) => vic.id);
  for (const attestationId of await requestVicRevocations(uow.tx, live)) uow.afterCommit(vicRevokeJob.for({ attestationId }));
  for (const vic of await withOnchain(uow.tx, moved)) {
    await uow.emit({ merchantId: vic.merchantId, mode: vic.mode, type, data: presentVic(vic) });
  }
}
