import type { Owner } from "../http/auth/owner.js";
import { reattestLatestVic, requestRevocations } from "../chain/record-attestation.js";
import { InvalidState, NotFound } from "../platform/errors/domain-errors.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { lockCustomer } from "./find-customer.js";
import { KycLifecycle } from "./kyc-lifecycle.js";
import { presentCustomer, type PresentedCustomer } from "./present-customer.js";
import { vicAttestJob, vicRevokeJob } from "../chain/jobs/vic-attestation.js";

/**
 * Suspends a customer: its status becomes `suspended`, and the status it had is kept so that
 * unsuspend can restore it. Emits `customer.kyc_status.changed`.
 */
export async function suspendCustomer(owner: Owner, address: string, reason: string): Promise<PresentedCustomer> {
  return inTransaction(async ({ tx, emit, afterCommit }) => {
    const before = await lockCustomer(tx, owner, address);
    if (!before) throw new NotFound("customer", address, "address");
    if (before.kycStatus === "suspended") throw new InvalidState("This customer is already suspended.");
    const moved = await KycLifecycle.transition(tx, {
      id: before.id,
      from: KycLifecycle.parse(before.kycStatus),
      to: "suspended",
      data: { statusBeforeSuspension: before.kycStatus, suspendedReason: reason, statusUpdatedAt: new Date() },
    });
    if (!moved) throw new Error("locked customer changed under its lock");
    // Live: its on-chain attestations are revoked (or never sent, if still pending).
    for (const attestationId of await requestRevocations(tx, { merchantId: owner.merchantId, mode: owner.mode, address: before.address }))
      afterCommit(vicRevokeJob.for({ attestationId }));
    const data = presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: before.id } }));
    await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "customer.kyc_status.changed", data });
    return data;
  });
}

/** Lifts a suspension, restoring the status the customer had (or was given by a result while suspended). */
export async function unsuspendCustomer(owner: Owner, address: string): Promise<PresentedCustomer> {
  return inTransaction(async ({ tx, emit, afterCommit }) => {
    const before = await lockCustomer(tx, owner, address);
    if (!before) throw new NotFound("customer", address, "address");
    if (before.kycStatus !== "suspended") throw new InvalidState("This customer is not suspended.");
    const moved = await KycLifecycle.transition(tx, {
      id: before.id,
      from: "suspended",
      to: KycLifecycle.parse(before.statusBeforeSuspension ?? KycLifecycle.initial),
      data: { statusBeforeSuspension: null, suspendedReason: null, statusUpdatedAt: new Date() },
    });
    if (!moved) throw new Error("locked customer changed under its lock");
    // Live: its latest unexpired VIC is attested again.
    const attestationId = await reattestLatestVic(tx, { merchantId: owner.merchantId, mode: owner.mode, latestVicId: before.latestVicId });
    if (attestationId) afterCommit(vicAttestJob.for({ attestationId }));
    const data = presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: before.id } }));
    await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "customer.kyc_status.changed", data });
    return data;
  });
}
