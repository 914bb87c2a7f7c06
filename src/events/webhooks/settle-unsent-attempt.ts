import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { ACTIVE_DELIVERY_STATUSES, attemptDueSql, DeliveryLifecycle, type AttemptPlan } from "./delivery-lifecycle.js";

type UnsentStatus = Extract<AttemptPlan, { action: "settle" }>["status"];

/**
 * Settles a delivery without sending attempt `attempt` (planAttempt said `settle`): `exhausted`
 * or `canceled`, guarded on the attempt still being due, so a delivery that moved meanwhile
 * keeps its state. True when it moved.
 */
export async function settleUnsentAttempt(deliveryId: string, attempt: number, status: UnsentStatus): Promise<boolean> {
  const { set } = DeliveryLifecycle.sql.move(ACTIVE_DELIVERY_STATUSES, status);
  const moved = await prisma.$executeRaw(Prisma.sql`
    UPDATE webhook_deliveries d SET ${set}, next_attempt_at = NULL, updated_at = ${new Date()}
     WHERE d.id = ${deliveryId} AND ${attemptDueSql("d", Prisma.sql`${attempt}::int`)}`);
  return moved === 1;
}
