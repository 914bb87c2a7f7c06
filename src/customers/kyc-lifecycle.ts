import { defineLifecycle } from "../platform/db/lifecycle.js";

/**
 * A customer's KYC status: `pending` until a session of it finishes, then the latest result
 * (`verified` or `rejected`); `suspended` by the merchant from any of those, and unsuspend
 * restores the status it had (`status_before_suspension`, where results land while suspended).
 */
export const KYC_STATUSES = ["pending", "verified", "rejected", "suspended"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The owner of `customers.kyc_status`. */
export const KycLifecycle = defineLifecycle({
  name: "customer",
  model: "Customer",
  field: "kycStatus",
  table: "customers",
  column: "kyc_status",
  statuses: KYC_STATUSES,
  initial: ["pending"],
  transitions: {
    pending: ["verified", "rejected", "suspended"],
    verified: ["rejected", "suspended"],
    rejected: ["verified", "suspended"],
    suspended: ["pending", "verified", "rejected"],
  },
});
