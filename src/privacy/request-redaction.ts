import type { Owner } from "../http/auth/owner.js";
import { findCustomer } from "../customers/find-customer.js";
import { presentCustomer, type PresentedCustomer } from "../customers/present-customer.js";
import { NotFound } from "../platform/errors/domain-errors.js";
import { requestCustomerRedaction, requestSessionRedactions } from "../customers/redaction-status.js";
import { viewSession, type PresentedSession } from "../sessions/present-session.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { redactionJob } from "./jobs/redaction.js";

/**
 * `POST /v1/verification-sessions/{id}/redact`: asks for the session's personal data to be
 * removed and answers the session with `redaction.status: "processing"` (the job does the work;
 * a session not settled yet waits until it is). Asking again changes nothing and answers the
 * session as it is, in any status.
 */
export async function redactSession(owner: Owner, id: string): Promise<PresentedSession> {
  return inTransaction(async ({ tx, afterCommit }) => {
    const exists = await tx.verificationSession.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode }, select: { id: true } });
    if (!exists) throw new NotFound("verification_session", id);
    const requested = await requestSessionRedactions(tx, { ...owner, id }, new Date());
    if (requested.length > 0) afterCommit(redactionJob.for({ kind: "session", id }));
    return viewSession(tx, await tx.verificationSession.findUniqueOrThrow({ where: { id } }));
  });
}

/**
 * `POST /v1/customers/{address}/redact`: asks for the customer's personal data, and that of
 * every session and reverification request of its address, to be removed, and its live
 * attestations revoked. Asking again changes nothing.
 */
export async function redactCustomer(owner: Owner, address: string): Promise<PresentedCustomer> {
  return inTransaction(async ({ tx, afterCommit }) => {
    const customer = await findCustomer(owner, address, tx);
    if (await requestCustomerRedaction(tx, customer.id, new Date())) afterCommit(redactionJob.for({ kind: "customer", id: customer.id }));
    return presentCustomer(await tx.customer.findUniqueOrThrow({ where: { id: customer.id } }));
  });
}
