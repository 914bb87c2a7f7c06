import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { enqueueMissing } from "../platform/queues/enqueue-missing.js";
import type { EnqueueItem } from "../platform/queues/enqueue.js";
import { vicAttestJob, vicRevokeJob } from "./jobs/vic-attestation.js";

/** Rows untouched this long without a live job have lost it. */
const GRACE_MS = 30_000;

/**
 * Sweeper repair: every attestation of this chain that still has chain work to do (pending or
 * submitted: attest; revocation requested or in flight: revoke) gets its job again if Redis lost
 * it or holds it finished (enqueueMissing). Oldest first, at most `batch`.
 */
export async function requeueAttestationJobs(options: { batch?: number } = {}): Promise<number> {
  if (!config.CHAIN_ID) return 0;
  const rows = await prisma.$queryRaw<{ id: string; action: "attest" | "revoke" }[]>`
    SELECT id, CASE WHEN status IN ('pending', 'submitted') THEN 'attest' ELSE 'revoke' END AS action
      FROM vic_attestations
     WHERE chain_id = ${config.CHAIN_ID}
       AND (status IN ('pending', 'submitted', 'revoking')
            OR (status = 'confirmed' AND revoke_requested AND failures < ${config.CHAIN_MAX_FAILURES}))
       AND updated_at < ${new Date(Date.now() - GRACE_MS)}
     ORDER BY updated_at
     LIMIT ${options.batch ?? 500}`;
  const items: EnqueueItem[] = rows.map((row) =>
    (row.action === "attest" ? vicAttestJob : vicRevokeJob).for({ attestationId: row.id }),
  );
  return enqueueMissing(items);
}
