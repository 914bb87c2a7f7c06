import type { Owner } from "../http/auth/owner.js";
import type { Tx } from "../platform/db/client.js";

/**
 * Overwrites personal fields inside the logged events about these objects (`object_id`, the
 * data's id): `patch` replaces those top-level keys of `data` (`{"metadata": {}, "return_url":
 * null}`). The envelope (id, type, created, object id) and every other field stay, so the log
 * still says what happened. What the receivers answered to those events' deliveries goes too:
 * a receiver may echo the payload it was sent. Plain UPDATEs by merchant, mode and object id, so
 * they work on the partitioned tables as well.
 */
export async function scrubEventData(tx: Tx, owner: Owner, objectIds: string[], patch: Record<string, unknown>): Promise<void> {
  if (objectIds.length === 0) return;
  await tx.$executeRaw`
    UPDATE webhook_attempts SET response_body = NULL
     WHERE response_body IS NOT NULL AND delivery_id IN (
       SELECT d.id FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
        WHERE e.merchant_id = ${owner.merchantId} AND e.mode = ${owner.mode}::"Mode" AND e.object_id = ANY (${objectIds}::text[]))`;
  await tx.$executeRaw`
    UPDATE events SET data = data || ${JSON.stringify(patch)}::jsonb
     WHERE merchant_id = ${owner.merchantId} AND mode = ${owner.mode}::"Mode" AND object_id = ANY (${objectIds}::text[])`;
}
