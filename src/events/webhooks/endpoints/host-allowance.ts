import { config } from "../../../platform/config.js";
import type { Tx } from "../../../platform/db/client.js";
import { UrlRefused } from "../../../platform/errors/domain-errors.js";

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/\.$/, "");

/**
 * A merchant's endpoints (both modes) may point at WEBHOOK_MAX_HOSTS_PER_MERCHANT distinct hosts
 * at most, so one account cannot spread our deliveries over many third-party hosts nobody proved
 * they own. Any number of endpoints may share a host already used. `movingEndpointId` is the
 * endpoint whose url is being replaced (its current host does not count). Call under the
 * merchant's endpoint lock.
 */
export async function assertHostAllowance(tx: Tx, merchantId: string, url: string, movingEndpointId?: string): Promise<void> {
  const max = config.WEBHOOK_MAX_HOSTS_PER_MERCHANT;
  const rows = await tx.webhookEndpoint.findMany({
    where: { merchantId, deletedAt: null, ...(movingEndpointId ? { id: { not: movingEndpointId } } : {}) },
    select: { url: true },
  });
  const hosts = new Set(rows.map((row) => hostOf(row.url)));
  if (hosts.has(hostOf(url)) || hosts.size < max) return;
  throw new UrlRefused(`An account's webhook endpoints may use at most ${max} distinct hosts; this would add another. Reuse a host or delete endpoints first.`);
}

/** Serialises endpoint writes per merchant, so the endpoint and host caps hold under concurrency. */
export async function lockMerchantEndpoints(tx: Tx, merchantId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${merchantId}`}, 0))`;
}
