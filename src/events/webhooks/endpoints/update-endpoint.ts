import { recordRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import type { EventType } from "../../catalog.js";
import { ENDPOINT_STATUSES, EndpointLifecycle } from "../endpoint-status.js";
import { endpointSelect, presentEndpoint } from "../present-endpoint.js";
import { assertPublicUrl } from "../url-safety.js";
import { assertUrlUnused } from "./url-unique.js";
import { cancelPendingDeliveries } from "./cancel-pending-deliveries.js";
import { assertHostAllowance, lockMerchantEndpoints } from "./host-allowance.js";
import { endpointNotFound, endpointWhere, type Owner } from "./scope.js";

export interface UpdateEndpointInput {
  /** Shape already checked (webhookUrlSchema); the address is checked here. */
  url?: string;
  events?: EventType[];
  description?: string | null;
  status?: "enabled" | "disabled";
}

/**
 * Changes url, events, description or status. Disabling cancels the endpoint's due deliveries
 * in the same transaction (contract §5); re-enabling does not revive them. Deliveries already
 * created keep going to the endpoint's current url, whatever its new event list.
 */
export async function updateEndpoint(owner: Owner, id: string, input: UpdateEndpointInput) {
  if (input.url !== undefined) await assertPublicUrl(input.url);
  const row = await prisma.$transaction(async (tx) => {
    if (input.url !== undefined) {
      await lockMerchantEndpoints(tx, owner.merchantId);
      await assertHostAllowance(tx, owner.merchantId, input.url, id);
      await assertUrlUnused(tx, owner, input.url, id);
    }
    const { count } = await tx.webhookEndpoint.updateMany({
      where: endpointWhere(owner, id),
      data: {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.status === "disabled" ? { ...EndpointLifecycle.set(ENDPOINT_STATUSES, "disabled"), disabledReason: "manual" } : {}),
        ...(input.status === "enabled" ? { ...EndpointLifecycle.set(ENDPOINT_STATUSES, "enabled"), disabledReason: null, failingSince: null } : {}),
      },
    });
    if (count !== 1) throw endpointNotFound(id);
    if (input.status === "disabled") await cancelPendingDeliveries(tx, id);
    await recordRequestAudit(tx);
    return tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: endpointSelect });
  });
  return presentEndpoint(row);
}
