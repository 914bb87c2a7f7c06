import type { Owner } from "../http/auth/owner.js";
import { InvalidState, NotFound } from "../platform/errors/domain-errors.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { lockCustomer } from "./find-customer.js";
import { KycLifecycle, type KycStatus } from "./kyc-lifecycle.js";
import { presentCustomer, type PresentedCustomer } from "./present-customer.js";
import { suspendCustomer } from "./suspension.js";

const SUSPENDED_BY_HELPER = "Suspended by the kyc_status test helper.";

/**
 * Sets a test customer's KYC status (the `kyc_status` test helper) and emits the real
 * `customer.kyc_status.changed`. `suspended` goes through `suspendCustomer` itself; a suspended
 * customer is only ever restored by unsuspend, so it is `invalid_state` here, as is the status it
 * already has. The tier is the level a customer is verified at: any other status clears it.
 */
export async function setCustomerKycStatus(owner: Owner, address: string, status: KycStatus): Promise<PresentedCustomer> {
  if (status === "suspended") return suspendCustomer(owner, address, SUSPENDED_BY_HELPER);
  return inTransaction(async ({ tx, emit }) => {
    const before = await lockCustomer(tx, owner, address);
    if (!before) throw new NotFound("customer", address, "address");
    if (before.kycStatus === "suspended") throw new InvalidState("This customer is suspended; unsuspend it (POST /v1/customers/{address}/unsuspend) first.");
    if (before.kycStatus === status) throw new InvalidState(`This customer's kyc_status is already '${status}'.`);
    const from = KycLifecycle.parse(before.kycStatus);
    if (!KycLifecycle.canTransition(from, status)) throw new InvalidState(`A customer's kyc_status cannot go from '${from}' to '${status}'.`);
    const moved = await KycLifecycle.transition(tx, {
      id: before.id,
      from,
      to: status,
      data: { statusUpdatedAt: new Date(), ...(status === "verified" ? {} : { tier: null }) },
    });
    if (!moved) throw new Error("locked customer changed under its lock");
    const data = presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: before.id } }));
    await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "customer.kyc_status.changed", data });
    return data;
  });
}
