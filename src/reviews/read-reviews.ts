import type { Mode } from "../auth/api-key-format.js";
import { prisma } from "../db/client.js";
import { notFound } from "../errors/api-error.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import { presentReview } from "./present-review.js";

export async function getReview(merchantId: string, mode: Mode, id: string) {
  const row = await prisma.review.findFirst({ where: { id, merchantId, mode } });
  if (!row) throw notFound("review_not_found", "review", id);
  return presentReview(row);
}

/** Newest first; `status` narrows the list (and is part of the cursor's scope). */
export async function listReviews(merchantId: string, mode: Mode, page: PageRequest, status?: "flagged" | "resolved") {
  return paginate(
    { list: "reviews", merchantId, mode, filter: status ?? "" },
    page,
    ({ where, take }) =>
      prisma.review.findMany({ where: { ...where, merchantId, mode, ...(status ? { status } : {}) }, orderBy: keysetOrder, take }),
    presentReview,
  );
}
