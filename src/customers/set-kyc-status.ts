import type { Owner } from "../auth/owner.js";
import { InvalidState, NotFound } from "../errors/domain-errors.js";
import { inTransaction } from "../webhooks/unit-of-work.js";
import { lockCustomer } from "./find-customer.js";
import { presentCustomer, type KycStatus, type PresentedCustomer } from "./present-customer.js";
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
    const { count } = await tx.customer.updateMany({
      where: { id: before.id, kycStatus: before.kycStatus },
      data: { kycStatus: status, statusUpdatedAt: new Date(), ...(status === "verified" ? {} : { tier: null }) },
    });
    if (count !== 1) throw new Error("locked customer changed under its lock");
    const data = presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: before.id } }));
    await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "customer.kyc_status.changed", data });
    return data;
  });
}
