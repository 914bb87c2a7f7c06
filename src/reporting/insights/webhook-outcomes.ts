import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import type { DeliveryStatus } from "../../events/webhooks/delivery-lifecycle.js";

export interface WebhookDay {
  day: string;
  deliveries: number;
  succeeded: number;
  exhausted: number;
  in_flight: number;
  canceled: number;
}

const status = (s: DeliveryStatus) => s;

/**
 * Deliveries created since `from` to this mode's endpoints (deleted ones included: their history
 * counts), per UTC day, by status now. Served per endpoint by the (endpoint_id, created_at) index.
 */
export function webhookOutcomesByDay(owner: Owner, from: Date): Promise<WebhookDay[]> {
  return prisma.$queryRawUnsafe<WebhookDay[]>(
    `SELECT to_char(date_trunc('day', d.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
            count(*)::int AS deliveries,
            count(*) FILTER (WHERE d.status = $4)::int AS succeeded,
            count(*) FILTER (WHERE d.status = $5)::int AS exhausted,
            count(*) FILTER (WHERE d.status IN ($6, $7))::int AS in_flight,
            count(*) FILTER (WHERE d.status = $8)::int AS canceled
       FROM webhook_endpoints e JOIN webhook_deliveries d ON d.endpoint_id = e.id AND d.created_at >= $3
      WHERE e.merchant_id = $1 AND e.mode = $2::"Mode"
      GROUP BY 1 ORDER BY 1`,
    owner.merchantId,
    owner.mode,
    from,
    status("succeeded"),
    status("exhausted"),
    status("pending"),
    status("retrying"),
    status("canceled"),
  );
}
