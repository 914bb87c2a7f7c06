import { Prisma } from "../../platform/generated/prisma/client.js";
import type { Db } from "../../platform/db/client.js";
import { cancelQueuedCodes } from "../codes/code-outbox.js";
import { phoneChannel } from "./channel.js";

/**
 * The kill switch's SMS part: every live code of the merchant whose text is still queued in the
 * outbox is canceled (queued -> canceled, guarded), its sealed code and number cleared like any
 * final status. A job already queued then finds nothing to claim. A text already claimed is left
 * to record its answer: the disable waits for it instead (`waitForLiveSmsInFlight`). Returns how
 * many were canceled.
 */
export function cancelQueuedLiveSms(db: Db, merchantId: string): Promise<number> {
  return cancelQueuedCodes(db, phoneChannel, Prisma.sql`c.merchant_id = ${merchantId} AND c.mode = 'live'`);
}
