import type { Owner } from "../auth/owner.js";
import { prisma } from "../db/client.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import { presentCustomer } from "./present-customer.js";

/**
 * Newest first by (created_at, id); with `updatedSince`, only customers whose status changed
 * strictly after that instant. That order never changes for an existing row (a status change
 * moves status_updated_at, not created_at), and rows created during the iteration sort before
 * the cursor, so paging is stable with the filter too.
 */
export async function listCustomers(owner: Owner, page: PageRequest, updatedSince?: Date) {
  const { merchantId, mode } = owner;
  const scope = { list: "customers", merchantId, mode, filter: updatedSince ? `updated_since=${updatedSince.getTime()}` : "" };
  return paginate(
    scope,
    page,
    ({ where, take }) =>
      prisma.customer.findMany({
        where: { merchantId, mode, ...(updatedSince ? { statusUpdatedAt: { gt: updatedSince } } : {}), ...where },
        orderBy: keysetOrder,
        take,
      }),
    presentCustomer,
  );
}
