import type { Owner } from "../../http/auth/owner.js";
import { reader } from "../../platform/db/read-replica.js";
import { NotFound } from "../../platform/errors/domain-errors.js";
import { presentReview } from "./present-review.js";

export async function getReview(owner: Owner, id: string) {
  const row = await reader().review.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new NotFound("review", id);
  return presentReview(row);
}
