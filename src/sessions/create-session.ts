import type { AuthContext } from "../auth/authenticate.js";
import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { inTransaction } from "../events/unit-of-work.js";
import { newId } from "../ids.js";
import { mintClientToken } from "./client-token.js";
import type { CreateSessionBody } from "./create-schema.js";
import { presentSession, type PresentedSession } from "./present-session.js";
import { emitSessionEvent } from "./state-machine.js";

/**
 * Creates a session in `created`, emits `verification_session.created`, and schedules (after
 * commit) its expiry at `expires_at` and, in test mode, the sandbox outcome after
 * SANDBOX_DELAY_MS. The client token is returned here only; the database keeps its hash.
 */
export async function createSession(auth: Pick<AuthContext, "merchantId" | "mode">, body: CreateSessionBody): Promise<PresentedSession> {
  if (auth.mode === "live" && body.test_outcome !== undefined)
    throw new ApiError("invalid_request", "test_outcome is only accepted with a test key.", "test_outcome");

  const clientToken = mintClientToken();
  const now = new Date();
  const ttlMs = config.SESSION_TTL_SECONDS * 1000;
  const row = await inTransaction(async (uow) => {
    const session = await uow.tx.verificationSession.create({
      data: {
        id: newId("session"),
        merchantId: auth.merchantId,
        mode: auth.mode,
        status: "created",
        flows: body.flows,
        testOutcome: auth.mode === "test" ? (body.test_outcome ?? "approved") : null,
        customerAddress: body.customer_address ?? null,
        clientTokenHash: clientToken.hash,
        metadata: body.metadata ?? {},
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
        updatedAt: now,
      },
    });
    await emitSessionEvent(uow, session, "verification_session.created");
    uow.afterCommit({ name: "session-expire", payload: { sessionId: session.id }, options: { delay: ttlMs } });
    if (session.mode === "test" && session.testOutcome !== "abandoned")
      uow.afterCommit({ name: "session-sandbox", payload: { sessionId: session.id }, options: { delay: config.SANDBOX_DELAY_MS } });
    return session;
  });
  return presentSession(row, null, clientToken.token);
}
