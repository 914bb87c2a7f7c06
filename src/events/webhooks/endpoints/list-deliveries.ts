import { prisma } from "../../../platform/db/client.js";
import { presentDelivery } from "../present-delivery.js";
import { MAX_DELIVERIES_LISTED } from "./limits.js";
import { findEndpoint, type Owner } from "./scope.js";

/** A delivery with its event type and attempts, as presentDelivery shows it. */
export const deliverySelect = {
  id: true,
  endpointId: true,
  eventId: true,
  mode: true,
  status: true,
  nextAttemptAt: true,
  createdAt: true,
  event: { select: { type: true } },
  attempts: {
    orderBy: { number: "asc" },
    select: { number: true, at: true, statusCode: true, durationMs: true, error: true, responseBody: true },
  },
} as const;

/** The endpoint's latest deliveries, newest first, each with its attempts. */
export async function listDeliveries(owner: Owner, endpointId: string) {
  await findEndpoint(prisma, owner, endpointId);
  const rows = await prisma.webhookDelivery.findMany({
    where: { endpointId, merchantId: owner.merchantId, mode: owner.mode },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_DELIVERIES_LISTED,
    select: deliverySelect,
  });
  return { object: "list" as const, data: rows.map(presentDelivery) };
}
