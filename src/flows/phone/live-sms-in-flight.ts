import { setTimeout as sleep } from "node:timers/promises";
import { prisma } from "../../platform/db/client.js";
import { SMS_SEND_LEASE_MS } from "./channel.js";
import { SmsLifecycle } from "./sms-status.js";

/**
 * Waits until none of the merchant's live texts is with the provider: every attempt claimed
 * before live access went off has recorded its answer, failed, or outlived its lease (its worker
 * died, and a dead worker sends nothing more). The claim itself reads the account FOR SHARE, so
 * no new attempt starts once the disable has committed. After this, the account causes no text.
 */
export async function waitForLiveSmsInFlight(merchantId: string, pollMs = 50): Promise<void> {
  const deadline = Date.now() + SMS_SEND_LEASE_MS + 1_000;
  while (Date.now() < deadline) {
    const inFlight = await prisma.phoneCode.count({
      where: { merchantId, mode: "live", ...SmsLifecycle.is("queued"), smsSendingUntil: { gt: new Date() } },
    });
    if (inFlight === 0) return;
    await sleep(pollMs);
  }
}
