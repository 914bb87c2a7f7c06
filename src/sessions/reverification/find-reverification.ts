import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import { NotFound } from "../../platform/errors/domain-errors.js";
import { keysetOrder, paginate, type PageRequest } from "../../http/pagination/paginate.js";
import { presentReverification } from "./present-reverification.js";

export async function getReverificationRequest(owner: Owner, id: string) {
  const row = await prisma.reverificationRequest.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new NotFound("reverification_request", id);
  return presentReverification(row);
}

/** Newest first by (created_at, id); optionally one customer's requests (the filter is bound into the cursor). */
export async function listReverificationRequests(owner: Owner, page: PageRequest, customerAddress?: string) {
  const { merchantId, mode } = owner;
  const scope = { merchantId, mode, list: "reverification-requests", filter: customerAddress ? `customer_address=${customerAddress}` : "" };
  return paginate(
    scope,
    page,
    ({ where, take }) =>
      prisma.reverificationRequest.findMany({
        where: { merchantId, mode, ...(customerAddress ? { customerAddress } : {}), ...where },
        orderBy: keysetOrder,
        take,
      }),
    (row) => presentReverification(row),
  );
}
