import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidState, NotFound } from "../../platform/errors/domain-errors.js";
import { submitReverificationRequest } from "./submit-reverification.js";

/**
 * Submits a pending test reverification request as its customer would, through the real submit
 * path (`reverification.submitted`). Not pending, or past its TTL: `invalid_state`.
 */
export async function submitTestReverification(owner: Owner, id: string) {
  const before = await prisma.reverificationRequest.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!before) throw new NotFound("reverification_request", id);
  // Refused before any transaction: a refused helper changes nothing and records no audit row.
  if (before.status !== "pending" || before.expiresAt <= new Date()) throw notPending(id, before.status === "pending" ? "expired" : before.status);
  const submitted = await submitReverificationRequest(id);
  if (submitted) return submitted;
  const row = await prisma.reverificationRequest.findUniqueOrThrow({ where: { id } });
  throw notPending(id, row.status === "pending" ? "expired" : row.status);
}

function notPending(id: string, status: string): InvalidState {
  return new InvalidState(`Reverification request '${id}' is ${status}; only a pending request can be submitted.`);
}
