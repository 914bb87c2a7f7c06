import { prisma } from "../../../platform/db/client.js";
import { endpointSelect, presentEndpoint } from "../present-endpoint.js";
import { maxEndpointsPerMode } from "./limits.js";
import type { Owner } from "./scope.js";

/** Plain list, newest first; bounded because creation is capped per merchant and mode. */
export async function listEndpoints(owner: Owner) {
  const rows = await prisma.webhookEndpoint.findMany({
    where: { merchantId: owner.merchantId, mode: owner.mode, deletedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: maxEndpointsPerMode(),
    select: endpointSelect,
  });
  return { object: "list" as const, data: rows.map(presentEndpoint) };
}
