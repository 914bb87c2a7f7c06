import { vicRevokeJob } from "../chain/jobs/vic-attestation.js";
import { requestRevocations } from "../chain/record-attestation.js";
import type { Tx } from "../platform/db/client.js";
import type { Owner } from "../http/auth/owner.js";
import { CustomerRedactionLifecycle, SessionRedactionLifecycle, requestSessionRedactions } from "../customers/redaction-status.js";
import { SETTLED_STATUSES } from "../sessions/state-machine.js";
import { inTransaction, type UnitOfWork } from "../events/webhooks/unit-of-work.js";
import { scrubCustomer } from "./scrub-customer.js";
import { scrubSession } from "./scrub-session.js";

const PENDING = ["requested", "processing"] as const;

/**
 * The redaction job's work for one session, in one transaction under the session's row lock:
 * a settled session is scrubbed and marked `redacted` together; one that is not settled yet
 * (its end user may still be adding data) moves to `processing` and waits: the sweeper runs the
 * job again once it settles (`requeueRedactions`). A redacted session is left alone.
 * Returns what the session is now.
 */
export async function runSessionRedaction(sessionId: string): Promise<"redacted" | "waiting" | "none"> {
  return inTransaction(async ({ tx }) => redactSessionNow(tx, sessionId));
}

async function redactSessionNow(tx: Tx, sessionId: string): Promise<"redacted" | "waiting" | "none"> {
  const [row] = await tx.$queryRaw<{ merchantId: string; mode: Owner["mode"]; status: string; redactionStatus: string | null; createdAt: Date }[]>`
    SELECT merchant_id AS "merchantId", mode, status, redaction_status AS "redactionStatus", created_at AS "createdAt"
      FROM verification_sessions WHERE id = ${sessionId} FOR UPDATE`;
  if (!row || row.redactionStatus === null || row.redactionStatus === "redacted") return "none";
  const from = SessionRedactionLifecycle.parse(row.redactionStatus);
  if (!(SETTLED_STATUSES as readonly string[]).includes(row.status)) {
    if (from === "requested") await SessionRedactionLifecycle.transition(tx, { id: sessionId, from, to: "processing" });
    return "waiting";
  }
  await scrubSession(tx, { merchantId: row.merchantId, mode: row.mode }, { id: sessionId, createdAt: row.createdAt });
  await SessionRedactionLifecycle.transition(tx, { id: sessionId, from: PENDING, to: "redacted" });
  return "redacted";
}

/**
 * The redaction job's work for one customer, in one transaction under the customer's row lock:
 * the customer's own data is scrubbed, each of its sessions is asked to be redacted too (and is,
 * at once, if settled), its live attestations are marked for revocation (the revoke jobs are
 * enqueued after commit: src/chain), and the customer becomes `redacted`.
 */
export async function runCustomerRedaction(customerId: string): Promise<void> {
  await inTransaction(async (uow) => redactCustomerNow(uow, customerId));
}

async function redactCustomerNow({ tx, afterCommit }: UnitOfWork, customerId: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ merchantId: string; mode: Owner["mode"]; address: string; redactionStatus: string | null }[]>`
    SELECT merchant_id AS "merchantId", mode, address, redaction_status AS "redactionStatus"
      FROM customers WHERE id = ${customerId} FOR UPDATE`;
  if (!row || row.redactionStatus === null || row.redactionStatus === "redacted") return;
  const owner: Owner = { merchantId: row.merchantId, mode: row.mode };
  await scrubCustomer(tx, owner, { id: customerId, address: row.address });
  await requestSessionRedactions(tx, { ...owner, customerAddress: row.address }, new Date());
  const sessions = await tx.verificationSession.findMany({
    where: { ...owner, customerAddress: row.address, ...SessionRedactionLifecycle.is(PENDING) },
    select: { id: true },
  });
  for (const session of sessions) await redactSessionNow(tx, session.id);
  for (const attestationId of await requestRevocations(tx, { ...owner, address: row.address })) afterCommit(vicRevokeJob.for({ attestationId }));
  await CustomerRedactionLifecycle.transition(tx, { id: customerId, from: CustomerRedactionLifecycle.parse(row.redactionStatus), to: "redacted" });
}
