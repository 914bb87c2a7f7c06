import { Prisma } from "../../../platform/generated/prisma/client.js";
import { InvalidState, NotFound } from "../../../platform/errors/domain-errors.js";
import { prisma } from "../../../platform/db/client.js";
import { runNow } from "../../../platform/queues/run-now.js";
import { DeliveryLifecycle } from "../delivery-lifecycle.js";
import { ACCEPTING_ENDPOINT_STATUS } from "../endpoint-status.js";
import { jobForAttempt } from "../jobs/webhook-delivery.js";
import { presentDelivery } from "../present-delivery.js";
import { inTransaction } from "../unit-of-work.js";
import { deliverySelect } from "./list-deliveries.js";
import { findEndpoint, type Owner } from "./scope.js";

/**
 * "Retry now": deliveries of this endpoint waiting for their next attempt (`retrying`) are made due
 * now (next_attempt_at = now) and their delayed attempt job is promoted, so the receiver hears them
 * within seconds instead of at the schedule's next step. The later steps keep their offsets from the
 * first attempt. Only `deliveryId`'s when given. The endpoint must be enabled.
 */
async function makeDueNow(owner: Owner, endpointId: string, deliveryId: string | null, nothingDue?: () => Error): Promise<string[]> {
  const due = await inTransaction(async ({ tx }) => {
    const endpoint = await findEndpoint(tx, owner, endpointId);
    if (endpoint.status !== ACCEPTING_ENDPOINT_STATUS) throw new InvalidState("Enable the endpoint before retrying its deliveries.");
    const rows = await tx.$queryRaw<{ id: string; attempt_count: number }[]>`
      UPDATE webhook_deliveries d SET next_attempt_at = now(), updated_at = now()
       WHERE d.endpoint_id = ${endpointId} AND d.merchant_id = ${owner.merchantId} AND ${DeliveryLifecycle.sql.is("retrying", "d")}
         ${deliveryId === null ? Prisma.empty : Prisma.sql`AND d.id = ${deliveryId}`}
      RETURNING d.id, d.attempt_count`;
    // Refused inside the transaction, so a refusal records nothing (no audit row either).
    if (rows.length === 0 && nothingDue) throw nothingDue();
    return rows;
  });
  await runNow(due.map((d) => jobForAttempt(d.attempt_count + 1).for({ deliveryId: d.id, attempt: d.attempt_count + 1 })));
  return due.map((d) => d.id);
}

/** Every delivery of the endpoint waiting for a retry, now. Returns their ids. */
export function retryWaitingDeliveries(owner: Owner, endpointId: string): Promise<string[]> {
  return makeDueNow(owner, endpointId, null);
}

/** One delivery waiting for a retry, now; 400 invalid_state when it is not waiting (pending, or settled: resend that one). */
export async function retryDeliveryNow(owner: Owner, endpointId: string, deliveryId: string) {
  const where = { id: deliveryId, endpointId, merchantId: owner.merchantId, mode: owner.mode };
  const before = await prisma.webhookDelivery.findFirst({ where, select: { status: true } });
  if (!before) {
    await findEndpoint(prisma, owner, endpointId);
    throw new NotFound("webhook_delivery", deliveryId, "delivery_id");
  }
  await makeDueNow(owner, endpointId, deliveryId, () =>
    new InvalidState(
      before.status === "pending" ? "This delivery's first attempt is already on its way." : `This delivery is ${before.status}; resend it to send its event again.`,
    ),
  );
  return presentDelivery(await prisma.webhookDelivery.findFirstOrThrow({ where, select: deliverySelect }));
}
