import type { Owner } from "../http/auth/owner.js";
import { InvalidState, NotFound } from "../platform/errors/domain-errors.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { viewSession, type PresentedSession } from "./present-session.js";
import { transitionSession } from "./state-machine.js";

/** created -> canceled (no catalog event). Any other status, or a session past its TTL, is 409. */
export async function cancelSession(owner: Owner, id: string): Promise<PresentedSession> {
  return inTransaction(async (uow) => {
    const existing = await uow.tx.verificationSession.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
    if (!existing) throw new NotFound("verification_session", id);
    const now = new Date();
    const canceled = await transitionSession(uow, {
      sessionId: id,
      from: ["created"],
      to: "canceled",
      data: { canceledAt: now },
      guard: { expiresAt: { gt: now } },
    });
    if (!canceled) {
      const current = await uow.tx.verificationSession.findUniqueOrThrow({ where: { id } });
      const status = current.status === "created" ? "expired" : current.status;
      throw new InvalidState(`This session is ${status}; only a session in status 'created' can be canceled.`);
    }
    return viewSession(uow.tx, canceled);
  });
}
