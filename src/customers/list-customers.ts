import { prisma } from "../db/client.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import type { Mode } from "../auth/api-key-format.js";
import { presentCustomer } from "./present-customer.js";

export interface ListCustomersInput {
  merchantId: string;
  mode: Mode;
  /** Only customers whose status changed strictly after this instant. */
  updatedSince: Date | null;
  page: PageRequest;
}

/**
 * Newest first by (created_at, id), with or without `updated_since`. That order never changes
 * for an existing row (a status change moves status_updated_at, not created_at), and rows
 * created during the iteration sort before the cursor, so paging is stable with the filter too.
 */
export async function listCustomers(input: ListCustomersInput) {
  const { merchantId, mode, updatedSince } = input;
  const scope = { list: "customers", merchantId, mode, filter: updatedSince ? `updated_since=${updatedSince.getTime()}` : "" };
  return paginate(
    scope,
    input.page,
    ({ where, take }) =>
      prisma.customer.findMany({
        where: { merchantId, mode, ...(updatedSince ? { statusUpdatedAt: { gt: updatedSince } } : {}), ...where },
        orderBy: keysetOrder,
        take,
      }),
    presentCustomer,
  );
}
