import type { Owner } from "../../http/auth/owner.js";
import { config } from "../../platform/config.js";
import { findCustomer } from "../../customers/find-customer.js";
import { inTransaction } from "../../events/webhooks/unit-of-work.js";
import { newId } from "../../platform/ids.js";
import { mintClientToken } from "../client-token.js";
import type { Flow } from "../flows.js";
import { refuseTestOutcomeInLiveMode } from "../test-outcome-rule.js";
import { presentReverification } from "./present-reverification.js";
import { ReverificationLifecycle } from "./reverification-lifecycle.js";
import { reverificationSandboxJob } from "./jobs/reverification-sandbox.js";

export interface CreateReverificationInput {
  /** Lower-case. */
  customerAddress: string;
  flows: Flow[];
  reason: string | null;
  /** Test mode only: "submitted" completes the request SANDBOX_DELAY_MS after creation. */
  testOutcome?: "submitted";
}

/**
 * Mints a pending request for a customer this owner already has; expires after
 * SESSION_TTL_SECONDS. Its client token (for the frontend SDK and the hosted page) is returned here only.
 */
export async function createReverificationRequest(owner: Owner, input: CreateReverificationInput) {
  refuseTestOutcomeInLiveMode(owner, input.testOutcome);
  await findCustomer(owner, input.customerAddress);
  const createdAt = new Date();
  const clientToken = mintClientToken();
  return inTransaction(async ({ tx, afterCommit, auditTarget }) => {
    const row = await tx.reverificationRequest.create({
      data: {
        id: newId("reverification"),
        merchantId: owner.merchantId,
        mode: owner.mode,
        customerAddress: input.customerAddress,
        flows: input.flows,
        reason: input.reason,
        status: ReverificationLifecycle.initial,
        testOutcome: input.testOutcome ?? null,
        clientTokenHash: clientToken.hash,
        expiresAt: new Date(createdAt.getTime() + config.SESSION_TTL_SECONDS * 1000),
        createdAt,
      },
    });
    auditTarget(`reverification_request:${row.id}`);
    if (row.testOutcome === "submitted") {
      afterCommit(reverificationSandboxJob.for({ requestId: row.id }, { delay: config.SANDBOX_DELAY_MS }));
    }
    return presentReverification(row, clientToken.token);
  });
}
