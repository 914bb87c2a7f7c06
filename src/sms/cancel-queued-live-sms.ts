import type { Db } from "../db/client.js";

/**
 * The kill switch's SMS part: every live code of the merchant still waiting for its send is
 * canceled (queued -> canceled, guarded), its sealed code and number cleared like any final
 * status. A job already queued then finds nothing to claim. A send already with the provider (its
 * lease current) is left to record its answer: the disable waits for it instead
 * (`waitForLiveSmsInFlight`). Returns how many were canceled.
 */
export async function cancelQueuedLiveSms(db: Db, merchantId: string): Promise<number> {
  return db.$executeRaw`
    UPDATE phone_codes SET sms_status = 'canceled', code_sealed = NULL, phone_sealed = NULL
     WHERE merchant_id = ${merchantId} AND mode = 'live' AND sms_status = 'queued'
       AND (sms_sending_until IS NULL OR sms_sending_until <= now())`;
}
