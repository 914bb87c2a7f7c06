import { InvalidState } from "../../../platform/errors/domain-errors.js";
import { inTransaction } from "../unit-of-work.js";
import { DeliveryLifecycle } from "../delivery-lifecycle.js";
import { ACCEPTING_ENDPOINT_STATUS } from "../endpoint-status.js";
import { findEndpoint, type Owner } from "./scope.js";
import { createRedeliveries } from "./redeliver.js";
import { retryWaitingDeliveries } from "./retry-now.js";

/** Deliveries one recover call re-sends at most; `has_more` says to call again. */
export const MAX_RECOVERED_PER_CALL = 1_000;


/**
 * Re-sends, as NEW deliveries (same event, same endpoint, first attempt now), every delivery to
 * this endpoint that ended `exhausted` at or after `since` and was not recovered before. Each
 * original is marked with the delivery that re-sent it (`recovered_by_id`) in the same
 * transaction, so a second call, or one running concurrently (rows are locked, SKIP LOCKED),
 * re-sends nothing twice. Then every delivery still waiting for a retry is sent now (retry-now.ts):
 * "Recover failed" also covers what is failing but not yet given up on. The endpoint must be enabled.
 */
export async function recoverDeliveries(owner: Owner, endpointId: string, since: Date) {
  const recovered = await recoverExhausted(owner, endpointId, since);
  return { ...recovered, retried_now: await retryWaitingDeliveries(owner, endpointId) };
}

function recoverExhausted(owner: Owner, endpointId: string, since: Date) {
  return inTransaction(async ({ tx, afterCommit }) => {
    const endpoint = await findEndpoint(tx, owner, endpointId);
    if (endpoint.status !== ACCEPTING_ENDPOINT_STATUS) throw new InvalidState("Enable the endpoint before recovering its deliveries.");
    const found = await tx.$queryRaw<{ id: string; event_id: string; event_created_at: Date }[]>`
      SELECT id, event_id, event_created_at FROM webhook_deliveries
       WHERE endpoint_id = ${endpointId} AND ${DeliveryLifecycle.sql.is("exhausted")} AND recovered_by_id IS NULL AND updated_at >= ${since}
       ORDER BY updated_at, id
       LIMIT ${MAX_RECOVERED_PER_CALL + 1}
       FOR UPDATE SKIP LOCKED`;
    const originals = found.slice(0, MAX_RECOVERED_PER_CALL);
    const ids = await createRedeliveries(tx, afterCommit, owner, endpointId, originals.map((row) => ({ id: row.event_id, createdAt: row.event_created_at })));
    if (ids.length > 0) {
      await tx.$executeRaw`
        UPDATE webhook_deliveries d SET recovered_by_id = m.new_id
          FROM jsonb_to_recordset(${JSON.stringify(originals.map((row, i) => ({ id: row.id, new_id: ids[i] })))}::jsonb) AS m(id text, new_id text)
         WHERE d.id = m.id`;
    }
    return {
      object: "webhook_endpoint_recovery" as const,
      endpoint_id: endpointId,
      since: since.toISOString(),
      deliveries: ids,
      has_more: found.length > MAX_RECOVERED_PER_CALL,
    };
  });
}
