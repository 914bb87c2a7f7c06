import { z } from "zod";
import type { Owner } from "../http/auth/owner.js";
import { reader } from "../platform/db/read-replica.js";
import { Prisma } from "../platform/generated/prisma/client.js";
import { createdRangeOf, createdRangeQuery, type CreatedRange } from "../http/created-range.js";
import type { KeysetPosition } from "../http/pagination/cursor.js";
import { createdRangeConditions, filterScope, searchStatement } from "../http/pagination/keyset-sql.js";
import { paginate, type PageRequest } from "../http/pagination/paginate.js";
import { addressPrefixRange, addressPrefixSchema } from "./address.js";
import { KYC_STATUSES, type KycStatus } from "./kyc-lifecycle.js";
import { presentCustomer, type CustomerRow } from "./present-customer.js";
import { updatedSinceSchema } from "./updated-since.js";

export interface CustomerFilter {
  /** Only customers whose status changed strictly after this instant. */
  updatedSince?: Date;
  /** Lower-case start of the address. */
  addressPrefix?: string;
  kycStatus?: KycStatus;
  created?: CreatedRange;
}

/** The query keys of `GET /customers`, each an indexed filter (docs/api.md, "Search"). */
export const customerSearchQuery = {
  updated_since: updatedSinceSchema.optional(),
  address_prefix: addressPrefixSchema.optional().meta({ param: { description: "Only customers whose address starts with this (0x and at least 4 hex characters)." } }),
  kyc_status: z.enum(KYC_STATUSES).optional().meta({ param: { description: "Only customers with this KYC status." } }),
  ...createdRangeQuery,
};

export function customerFilterOf(query: { updated_since?: Date; address_prefix?: string; kyc_status?: KycStatus; created_gte?: Date; created_lt?: Date }): CustomerFilter {
  return { updatedSince: query.updated_since, addressPrefix: query.address_prefix, kycStatus: query.kyc_status, created: createdRangeOf(query) };
}

const SELECT = Prisma.raw(
  `id, mode, address, kyc_status AS "kycStatus", tier, latest_vic_id AS "latestVicId", suspended_reason AS "suspendedReason", associated_at AS "associatedAt", status_updated_at AS "statusUpdatedAt", created_at AS "createdAt", redaction_status AS "redactionStatus", redaction_requested_at AS "redactionRequestedAt"`,
);

function conditions(filter: CustomerFilter): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  if (filter.updatedSince) out.push(Prisma.sql`status_updated_at > ${filter.updatedSince}`);
  if (filter.addressPrefix) {
    const range = addressPrefixRange(filter.addressPrefix);
    out.push(Prisma.sql`address >= ${range.gte}`, Prisma.sql`address < ${range.lt}`);
  }
  if (filter.kycStatus) out.push(Prisma.sql`kyc_status = ${filter.kycStatus}`);
  out.push(...createdRangeConditions(filter.created ?? {}));
  return out;
}

/** The statement of one page of a customer search (exported for its plan test). */
export function customerSearchStatement(owner: Owner, filter: CustomerFilter, position: KeysetPosition | null, take?: number): Prisma.Sql {
  return searchStatement({ select: SELECT, from: "customers", merchantId: owner.merchantId, mode: owner.mode, conditions: conditions(filter), position, take });
}

/**
 * Newest first by (created_at, id). That order never changes for an existing row (a status
 * change moves status_updated_at, not created_at), and rows created during the iteration sort
 * before the cursor, so paging is stable with every filter.
 */
export async function searchCustomers(owner: Owner, page: PageRequest, filter: CustomerFilter = {}) {
  const { merchantId, mode } = owner;
  // `updated_since` alone keeps the scope it always had, so cursors handed out before stay valid.
  const onlyUpdatedSince = !filter.addressPrefix && !filter.kycStatus && !filter.created?.gte && !filter.created?.lt;
  const scope = onlyUpdatedSince
    ? filter.updatedSince
      ? `updated_since=${filter.updatedSince.getTime()}`
      : ""
    : filterScope([filter.updatedSince, filter.addressPrefix, filter.kycStatus, filter.created?.gte, filter.created?.lt]);
  return paginate(
    { list: "customers", merchantId, mode, filter: scope },
    page,
    ({ position, take }) => reader().$queryRaw<CustomerRow[]>(customerSearchStatement(owner, filter, position, take)),
    presentCustomer,
  );
}
