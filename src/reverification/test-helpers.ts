import type { Owner } from "../auth/owner.js";
import { prisma } from "../db/client.js";
import { InvalidState, NotFound } from "../errors/domain-errors.js";
import { submitReverificationRequest } from "./submit-reverification.js";

/**
 * Submits a pending test reverification request as its customer would, through the real submit
 * path (`reverification.submitted`). Not pending, or past its TTL: `invalid_state`.
 */
export async function submitTestReverification(owner: Owner, id: string) {
  const before = await prisma.reverificationRequest.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!before) throw new NotFound("reverification_request", id);
  const submitted = await submitReverificationRequest(id);
  if (submitted) return submitted;
  const row = await prisma.reverificationRequest.findUniqueOrThrow({ where: { id } });
  const status = row.status === "pending" ? "expired" : row.status;
  throw new InvalidState(`Reverification request '${id}' is ${status}; only a pending request can be submitted.`);
}
