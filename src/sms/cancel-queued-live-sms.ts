import type { Tx } from "../db/client.js";

/**
 * The kill switch's SMS part: every live code of the merchant still waiting for its send is
 * canceled (queued -> canceled, guarded), its sealed code and number cleared like any final
 * status. A job already queued then finds nothing to claim. Returns how many were canceled.
 */
export async function cancelQueuedLiveSms(tx: Tx, merchantId: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE phone_codes SET sms_status = 'canceled', code_sealed = NULL, phone_sealed = NULL
     WHERE merchant_id = ${merchantId} AND mode = 'live' AND sms_status = 'queued'`;
}
