import { inTransaction } from "../../events/webhooks/unit-of-work.js";
import { presentReverification } from "./present-reverification.js";
import { ReverificationLifecycle } from "./reverification-lifecycle.js";

/**
 * The customer completed the request (the frontend calls this; in test mode the sandbox job
 * does). One guarded update pending -> submitted, refused once the request is past
 * `expires_at`; emits `reverification.submitted` exactly once. Returns the submitted request,
 * or null when it was not pending (already submitted, expired, or unknown).
 */
export async function submitReverificationRequest(requestId: string) {
  return inTransaction(async ({ tx, emit }) => {
    const now = new Date();
    const submitted = await ReverificationLifecycle.transitionMany(tx, {
      where: { id: requestId, expiresAt: { gt: now } },
      from: "pending",
      to: "submitted",
      data: { submittedAt: now },
    });
    if (submitted !== 1) return null;
    const row = await tx.reverificationRequest.findUniqueOrThrow({ where: { id: requestId } });
    const data = presentReverification(row);
    await emit({ merchantId: row.merchantId, mode: row.mode, type: "reverification.submitted", data });
    return data;
  });
}
