import type { Mode } from "../auth/api-key-format.js";
import { ApiError, notFound } from "../errors/api-error.js";
import { inTransaction } from "../events/unit-of-work.js";
import { viewSession, type PresentedSession } from "./present-session.js";
import { transitionSession } from "./state-machine.js";

/** created -> canceled (no catalog event). Any other status, or a session past its TTL, is 409. */
export async function cancelSession(merchantId: string, mode: Mode, id: string): Promise<PresentedSession> {
  return inTransaction(async (uow) => {
    const existing = await uow.tx.verificationSession.findFirst({ where: { id, merchantId, mode } });
    if (!existing) throw notFound("session_not_found", "verification session", id);
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
      throw new ApiError("invalid_state", `This session is ${status}; only a session in status 'created' can be canceled.`);
    }
    return viewSession(uow.tx, canceled);
  });
}
