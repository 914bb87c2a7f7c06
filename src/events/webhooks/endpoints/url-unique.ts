import type { Tx } from "../../../platform/db/client.js";
import { InvalidInput } from "../../../platform/errors/domain-errors.js";
import type { Owner } from "./scope.js";

const sameUrl = (a: string, b: string) => new URL(a).href === new URL(b).href;

/**
 * One endpoint per URL in a mode: sixteen endpoints on one URL would POST every event to it
 * sixteen times (an amplifier aimed at whoever owns the URL). An endpoint takes more events
 * instead. `movingEndpointId` is the endpoint whose url is being set: keeping its own url is no
 * change (endpoints that shared a URL before this rule stay editable). Call under the merchant's
 * endpoint lock.
 */
export async function assertUrlUnused(tx: Tx, owner: Owner, url: string, movingEndpointId?: string): Promise<void> {
  const rows = await tx.webhookEndpoint.findMany({
    where: { merchantId: owner.merchantId, mode: owner.mode, deletedAt: null },
    select: { id: true, url: true },
  });
  if (movingEndpointId && rows.some((row) => row.id === movingEndpointId && sameUrl(row.url, url))) return;
  const taken = rows.find((row) => row.id !== movingEndpointId && sameUrl(row.url, url));
  if (taken) throw new InvalidInput(`Endpoint ${taken.id} already receives this URL's events in this mode: add the events to it instead of creating another.`, "url");
}
