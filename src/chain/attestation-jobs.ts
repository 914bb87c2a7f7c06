import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { countChainAttestations } from "../platform/metrics/metrics.js";
import { AttestationLifecycle, MAY_BE_VALID_STATUSES } from "./attestation-lifecycle.js";
import { requireChainSettings } from "./chain-settings.js";
import { runChainWork } from "./run-chain-work.js";
import { shortError } from "./send-chain-tx.js";

/**
 * The `vic-attest` job: runs the signer's chain work (which batches every pending VIC, this one
 * included), then checks that this attestation got where it was going; if not, throws so the job
 * retries with backoff. When the last retry fails and the VIC was never signed for, it becomes
 * `failed` with the reason (an error log and the failed job in Bull Board say so too). One signed
 * for stays `submitted`: it may still be mined, and the sweeper keeps following it.
 */
export async function attestVic(attestationId: string, options: { finalAttempt: boolean }): Promise<void> {
  const settings = requireChainSettings();
  try {
    await runChainWork(settings);
  } catch (error) {
    if (options.finalAttempt) await failUnsent(attestationId, error);
    throw error;
  }
  const row = await prisma.vicAttestation.findUnique({ where: { id: attestationId } });
  if (!row || row.chainId !== settings.chainId) return;
  if (row.status === "pending" || row.status === "submitted") {
    const error = new Error(`attestation ${attestationId} is still ${row.status}; retrying`);
    if (options.finalAttempt) await failUnsent(attestationId, error);
    throw error;
  }
}

/** The `vic-revoke` job: the same chain work, then this attestation must be revoked (or never sent). */
export async function revokeVicAttestation(attestationId: string): Promise<void> {
  const settings = requireChainSettings();
  await runChainWork(settings);
  const row = await prisma.vicAttestation.findUnique({ where: { id: attestationId } });
  if (!row || row.chainId !== settings.chainId) return;
  const stillValid = row.status === "revoking" || (row.revokeRequested && (MAY_BE_VALID_STATUSES as readonly string[]).includes(row.status));
  if (stillValid) throw new Error(`attestation ${attestationId} is not revoked yet (${row.status}); retrying`);
}

async function failUnsent(attestationId: string, error: unknown): Promise<void> {
  const reason = `gave up after repeated errors: ${shortError(error)}`;
  const failed = await AttestationLifecycle.transitionMany(prisma, { where: { id: attestationId }, from: "pending", to: "failed", data: { failureReason: reason } });
  if (failed > 0) logger.error({ attestationId, reason }, "VIC attestation failed for good");
  countChainAttestations("failed", failed);
}
