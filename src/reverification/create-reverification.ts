import type { Mode } from "../auth/api-key-format.js";
import { config } from "../config.js";
import { findCustomer } from "../customers/find-customer.js";
import { inTransaction } from "../events/unit-of-work.js";
import { newId } from "../ids.js";
import { presentReverification } from "./present-reverification.js";

export interface CreateReverificationInput {
  merchantId: string;
  mode: Mode;
  /** Lower-case. */
  customerAddress: string;
  flows: string[];
  reason: string | null;
  /** Test mode only: "submitted" completes the request SANDBOX_DELAY_MS after creation. */
  testOutcome: "submitted" | null;
}

/** Mints a pending request for a customer this merchant (in this mode) already has; expires after SESSION_TTL_SECONDS. */
export async function createReverificationRequest(input: CreateReverificationInput) {
  await findCustomer({ merchantId: input.merchantId, mode: input.mode, address: input.customerAddress });
  const createdAt = new Date();
  return inTransaction(async ({ tx, afterCommit }) => {
    const row = await tx.reverificationRequest.create({
      data: {
        id: newId("reverification"),
        merchantId: input.merchantId,
        mode: input.mode,
        customerAddress: input.customerAddress,
        flows: input.flows,
        reason: input.reason,
        status: "pending",
        testOutcome: input.mode === "test" ? input.testOutcome : null,
        expiresAt: new Date(createdAt.getTime() + config.SESSION_TTL_SECONDS * 1000),
        createdAt,
      },
    });
    if (row.testOutcome === "submitted") {
      afterCommit({ name: "reverification-sandbox", payload: { requestId: row.id }, options: { delay: config.SANDBOX_DELAY_MS } });
    }
    return presentReverification(row);
  });
}
