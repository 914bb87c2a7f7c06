import { setTimeout as sleep } from "node:timers/promises";
import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { SMS_SEND_LEASE_MS } from "../../messaging/sms/provider.js";
import { OutboxLifecycle } from "../../messaging/outbox/outbox-status.js";

/**
 * Waits until none of the merchant's live texts is with the provider: every one claimed before
 * live access went off has recorded its answer, failed, or outlived its lease (its worker died,
 * and a dead worker sends nothing more). A text claimed after the disable committed reads live
 * access off when it is composed, and is canceled unsent. After this, the account causes no text.
 */
export async function waitForLiveSmsInFlight(merchantId: string, pollMs = 50): Promise<void> {
  const deadline = Date.now() + SMS_SEND_LEASE_MS + 1_000;
  while (Date.now() < deadline) {
    const [row] = await query<{ in_flight: boolean }>(Prisma.sql`
      SELECT EXISTS (
        SELECT 1 FROM outbound_messages m JOIN phone_codes c ON c.id = m.id
         WHERE c.merchant_id = ${merchantId} AND c.mode = 'live' AND ${OutboxLifecycle.sql.is("sending", "m")} AND m.sending_until > now()) AS in_flight`);
    if (!row!.in_flight) return;
    await sleep(pollMs);
  }
}
