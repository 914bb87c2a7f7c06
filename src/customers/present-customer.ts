import type { Mode } from "../http/auth/api-key-format.js";
import type { CustomerObject } from "./customer-schema.js";
import type { KycStatus } from "./kyc-lifecycle.js";
import { presentRedaction } from "./redaction-schema.js";

export interface CustomerRow {
  id: string;
  mode: Mode;
  address: string;
  kycStatus: string;
  tier: string | null;
  latestVicId: string | null;
  suspendedReason: string | null;
  associatedAt: Date | null;
  statusUpdatedAt: Date;
  createdAt: Date;
  redactionStatus: string | null;
  redactionRequestedAt: Date | null;
}

/** The customer as `GET /v1/customers/{address}` returns it, and as events carry it. */
export function presentCustomer(row: CustomerRow): CustomerObject {
  return {
    id: row.id,
    object: "customer",
    address: row.address,
    kyc_status: row.kycStatus as KycStatus,
    tier: row.tier,
    latest_vic: row.latestVicId,
    suspended_reason: row.suspendedReason,
    associated_at: row.associatedAt?.toISOString() ?? null,
    status_updated_at: row.statusUpdatedAt.toISOString(),
    redaction: presentRedaction(row),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}

export type PresentedCustomer = CustomerObject;
