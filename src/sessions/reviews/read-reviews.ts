import type { Owner } from "../../auth/owner.js";
import { prisma } from "../../db/client.js";
import { NotFound } from "../../errors/domain-errors.js";
import { presentReview } from "./present-review.js";

export async function getReview(owner: Owner, id: string) {
  const row = await prisma.review.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new NotFound("review", id);
  return presentReview(row);
}
