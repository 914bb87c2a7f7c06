import { prisma } from "../../db/client.js";
import type { EventType } from "../../events/catalog.js";
import { endpointSelect, presentEndpoint } from "../present-endpoint.js";
import { cancelPendingDeliveries } from "./cancel-pending-deliveries.js";
import { endpointNotFound, endpointWhere, type Owner } from "./scope.js";

export interface UpdateEndpointInput {
  /** Already validated by endpoint-input. */
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
  const row = await prisma.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({
      where: endpointWhere(owner, id),
      data: {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
      },
    });
    if (count !== 1) throw endpointNotFound(id);
    if (input.status === "disabled") await cancelPendingDeliveries(tx, id);
    return tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: endpointSelect });
  });
  return presentEndpoint(row);
}
