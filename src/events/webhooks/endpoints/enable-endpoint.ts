import { recordRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import { ENDPOINT_STATUSES, EndpointLifecycle } from "../endpoint-status.js";
import { presentEndpoint } from "../present-endpoint.js";
import { endpointNotFound, endpointWhere, findEndpoint, type Owner } from "./scope.js";

/**
 * Re-enables an endpoint whatever disabled it (the merchant, failures, a 410) and restarts its
 * health clock. Deliveries canceled while it was disabled stay canceled (recover re-sends the
 * exhausted ones). Enabling an enabled endpoint changes nothing.
 */
export async function enableEndpoint(owner: Owner, id: string) {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({
      where: endpointWhere(owner, id),
      data: { ...EndpointLifecycle.set(ENDPOINT_STATUSES, "enabled"), disabledReason: null, failingSince: null },
    });
    if (count !== 1) throw endpointNotFound(id);
    await recordRequestAudit(tx);
  });
  return presentEndpoint(await findEndpoint(prisma, owner, id));
}
