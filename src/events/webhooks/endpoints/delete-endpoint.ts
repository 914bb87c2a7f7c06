import { recordRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import { cancelPendingDeliveries } from "./cancel-pending-deliveries.js";
import { endpointNotFound, endpointWhere, type Owner } from "./scope.js";

/**
 * Soft delete: the row stays (marked `deleted_at`) so its delivery history remains until the
 * events are pruned; to the API it no longer exists. Its due deliveries are canceled in the
 * same transaction.
 */
export async function deleteEndpoint(owner: Owner, id: string) {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({ where: endpointWhere(owner, id), data: { deletedAt: new Date() } });
    if (count !== 1) throw endpointNotFound(id);
    await cancelPendingDeliveries(tx, id);
    await recordRequestAudit(tx);
  });
  return { id, object: "webhook_endpoint" as const, deleted: true as const };
}
