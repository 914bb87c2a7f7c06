import { ApiError } from "../errors/api-error.js";
import { inTransaction } from "../events/unit-of-work.js";
import { customerNotFound, lockCustomer, type CustomerKey } from "./find-customer.js";
import { presentCustomer } from "./present-customer.js";

/**
 * Suspends a customer: its status becomes `suspended`, and the status it had is kept so that
 * unsuspend can restore it. Emits `customer.kyc_status.changed`.
 */
export async function suspendCustomer(key: CustomerKey, reason: string) {
  return inTransaction(async ({ tx, emit }) => {
    const before = await lockCustomer(tx, key);
    if (!before) throw customerNotFound(key.address);
    if (before.kycStatus === "suspended") throw new ApiError("invalid_state", "This customer is already suspended.");
    const { count } = await tx.customer.updateMany({
      where: { id: before.id, kycStatus: before.kycStatus },
      data: { kycStatus: "suspended", statusBeforeSuspension: before.kycStatus, suspendedReason: reason, statusUpdatedAt: new Date() },
    });
    if (count !== 1) throw new Error("locked customer changed under its lock");
    const data = presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: before.id } }));
    await emit({ merchantId: key.merchantId, mode: key.mode, type: "customer.kyc_status.changed", data });
    return data;
  });
}

/** Lifts a suspension, restoring the status the customer had (or was given by a result while suspended). */
export async function unsuspendCustomer(key: CustomerKey) {
  return inTransaction(async ({ tx, emit }) => {
    const before = await lockCustomer(tx, key);
    if (!before) throw customerNotFound(key.address);
    if (before.kycStatus !== "suspended") throw new ApiError("invalid_state", "This customer is not suspended.");
    const { count } = await tx.customer.updateMany({
      where: { id: before.id, kycStatus: "suspended" },
      data: {
        kycStatus: before.statusBeforeSuspension ?? "pending",
        statusBeforeSuspension: null,
        suspendedReason: null,
        statusUpdatedAt: new Date(),
      },
    });
    if (count !== 1) throw new Error("locked customer changed under its lock");
    const data = presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: before.id } }));
    await emit({ merchantId: key.merchantId, mode: key.mode, type: "customer.kyc_status.changed", data });
    return data;
  });
}
