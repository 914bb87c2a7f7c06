import { recordVicAttestation } from "../chain/record-attestation.js";
import { recordVerificationResult } from "../customers/record-verification.js";
import type { UnitOfWork } from "../events/webhooks/unit-of-work.js";
import type { VerificationSession } from "../platform/generated/prisma/client.js";
import { newId } from "../platform/ids.js";
import { billingReportsEnabled } from "../billing/report-usage.js";
import { recordBillableUsage } from "../billing/usage/record-usage.js";
import { transitionSession, type SessionStatus } from "./state-machine.js";
import { vicAttestJob } from "../chain/jobs/vic-attestation.js";
import { billingReportJob } from "../billing/jobs/billing-report.js";

/** The rule that settled the session, when one did; a reviewer's settlement keeps the rule that sent it to review. */
export const decidedBy = (ruleId: string | null | undefined) => (ruleId ? { decidedByRuleId: ruleId } : {});

/** How long a VIC stays valid after it is issued. */
export const VIC_VALIDITY_MS = 365 * 86_400_000;

export interface SessionError {
  code: string;
  message: string;
}

/**
 * `from` -> completed: mints the VIC (tier, the flows that passed, the customer's address),
 * bills it if live, then `verification_session.completed`, then the customer's own events.
 * Returns null (and does nothing) when the session was not in `from`.
 */
export async function completeSession(
  uow: UnitOfWork,
  input: { sessionId: string; from: readonly SessionStatus[]; tier: string; decidedByRuleId?: string | null },
): Promise<VerificationSession | null> {
  const now = new Date();
  const vicId = newId("vic");
  const row = await transitionSession(uow, {
    sessionId: input.sessionId,
    from: input.from,
    to: "completed",
    data: { completedAt: now, vicId, ...decidedBy(input.decidedByRuleId) },
    beforeEvent: async (session) => {
      await uow.tx.vic.create({
        data: {
          id: vicId,
          merchantId: session.merchantId,
          mode: session.mode,
          sessionId: session.id,
          customerAddress: session.customerAddress,
          tier: input.tier,
          // Every requested flow had to pass for the session to complete.
          flows: session.flows,
          issuedAt: now,
          expiresAt: new Date(now.getTime() + VIC_VALIDITY_MS),
          createdAt: now,
        },
      });
      // Live only: the attestation and the billing report are outbox rows, sent by their jobs after commit.
      const attestationId = await recordVicAttestation(uow.tx, { id: vicId, merchantId: session.merchantId, mode: session.mode, customerAddress: session.customerAddress });
      if (attestationId) uow.afterCommit(vicAttestJob.for({ attestationId }));
      const usageId = await recordBillableUsage(uow.tx, { merchantId: session.merchantId, mode: session.mode, sessionId: session.id, vicId, occurredAt: now });
      if (usageId && billingReportsEnabled()) uow.afterCommit(billingReportJob.for({ usageId }));
    },
  });
  if (row?.customerAddress) {
    await recordVerificationResult(uow, {
      merchantId: row.merchantId,
      mode: row.mode,
      address: row.customerAddress,
      result: "verified",
      tier: input.tier,
      vicId,
    });
  }
  return row;
}

/** `from` -> failed with `last_error`, `verification_session.failed`, then the customer's events. */
export async function failSession(
  uow: UnitOfWork,
  input: { sessionId: string; from: readonly SessionStatus[]; error: SessionError; decidedByRuleId?: string | null },
): Promise<VerificationSession | null> {
  const row = await transitionSession(uow, {
    sessionId: input.sessionId,
    from: input.from,
    to: "failed",
    data: { lastError: { ...input.error }, ...decidedBy(input.decidedByRuleId) },
  });
  if (row?.customerAddress) {
    await recordVerificationResult(uow, {
      merchantId: row.merchantId,
      mode: row.mode,
      address: row.customerAddress,
      result: "rejected",
      tier: null,
      vicId: null,
    });
  }
  return row;
}
