import type { Mode } from "../auth/api-key-format.js";
import { prisma } from "../db/client.js";
import { ApiError } from "../errors/api-error.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import { presentReverification } from "./present-reverification.js";

interface Owner {
  merchantId: string;
  mode: Mode;
}

export async function getReverificationRequest(owner: Owner, id: string) {
  const row = await prisma.reverificationRequest.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new ApiError("reverification_not_found", `No such reverification request: '${id}'`, "id");
  return presentReverification(row);
}

/** Newest first by (created_at, id); optionally one customer's requests (the filter is bound into the cursor). */
export async function listReverificationRequests(owner: Owner, customerAddress: string | null, page: PageRequest) {
  const scope = { ...owner, list: "reverification-requests", filter: customerAddress ? `customer_address=${customerAddress}` : "" };
  return paginate(
    scope,
    page,
    ({ where, take }) =>
      prisma.reverificationRequest.findMany({
        where: { merchantId: owner.merchantId, mode: owner.mode, ...(customerAddress ? { customerAddress } : {}), ...where },
        orderBy: keysetOrder,
        take,
      }),
    presentReverification,
  );
}
