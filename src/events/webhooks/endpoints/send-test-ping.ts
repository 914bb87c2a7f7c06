import { prisma } from "../../../platform/db/client.js";
import { InvalidState } from "../../../platform/errors/domain-errors.js";
import { PING_MESSAGE } from "../../catalog.js";
import { inTransaction } from "../unit-of-work.js";
import { endpointNotFound, type Owner } from "./scope.js";

/**
 * Fires a `ping` aimed only at this endpoint (spec 6.2). Only an enabled endpoint can be
 * tested; a disabled one is `invalid_state`. The endpoint row is locked until commit, so it
 * cannot be disabled or deleted between the check and the fan-out that creates its delivery.
 */
export async function sendTestPing(owner: Owner, id: string) {
  const eventId = await inTransaction(async ({ tx, emit }) => {
    const [endpoint] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM webhook_endpoints
       WHERE id = ${id} AND merchant_id = ${owner.merchantId} AND mode = ${owner.mode}::"Mode" AND deleted_at IS NULL
       FOR UPDATE`;
    if (!endpoint) throw endpointNotFound(id);
    if (endpoint.status !== "enabled") throw new InvalidState("This webhook endpoint is disabled; enable it before testing.");
    return emit({ merchantId: owner.merchantId, mode: owner.mode, type: "ping", data: { message: PING_MESSAGE }, endpointId: id });
  });
  const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { eventId, endpointId: id }, select: { id: true } });
  return { object: "webhook_endpoint_test" as const, endpoint_id: id, event_id: eventId, delivery_id: delivery.id };
}
