import type { Mode } from "../../http/auth/api-key-format.js";
import type { Tx } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";

export interface BillableCompletion {
  merchantId: string;
  mode: Mode;
  sessionId: string;
  vicId: string;
  occurredAt: Date;
}

/**
 * Records a billable verification in the completion's transaction. Only live completions are
 * billable: test mode never bills, so a test completion writes nothing. One row per session.
 * Returns the usage id (to report after commit), or null.
 */
export async function recordBillableUsage(tx: Tx, completion: BillableCompletion): Promise<string | null> {
  if (completion.mode !== "live") return null;
  const id = newId("usage");
  await tx.billableUsage.create({
    data: {
      id,
      merchantId: completion.merchantId,
      sessionId: completion.sessionId,
      vicId: completion.vicId,
      occurredAt: completion.occurredAt,
    },
  });
  return id;
}
