import type { Owner } from "../../auth/owner.js";
import { prisma } from "../../db/client.js";
import { NotFound } from "../../errors/domain-errors.js";
import { keysetOrder, paginate, type PageRequest } from "../../pagination/paginate.js";
import { presentReview } from "./present-review.js";
import type { ReviewStatus } from "./review-lifecycle.js";

export async function getReview(owner: Owner, id: string) {
  const row = await prisma.review.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new NotFound("review", id);
  return presentReview(row);
}

/** Newest first; `status` narrows the list (and is part of the cursor's scope). */
export async function listReviews(owner: Owner, page: PageRequest, status?: ReviewStatus) {
  const { merchantId, mode } = owner;
  return paginate(
    { list: "reviews", merchantId, mode, filter: status ?? "" },
    page,
    ({ where, take }) =>
      prisma.review.findMany({ where: { ...where, merchantId, mode, ...(status ? { status } : {}) }, orderBy: keysetOrder, take }),
    presentReview,
  );
}
