import { z } from "zod";
import { config } from "../../platform/config.js";
import { defineJob, type QueueWorkerOptions } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

export const attestationPayload = z.strictObject({ attestationId: z.string().min(1).max(64) });

// Chain RPC outages are retried for about half an hour (2 s doubling, 10 tries) before a VIC that
// was never sent is `failed`; one already signed for is followed by the sweeper until it settles.
const options = { attempts: 10, backoff: { type: "exponential", delay: 2_000 } } as const;

// One signer: one job at a time here, and across processes by the queue's global concurrency.
// The lock is renewed while the job runs (however long it follows a transaction); a crashed
// worker's job is taken over within seconds. Were a lock ever to lapse on a live worker, two
// runs would overlap harmlessly: the signer's advisory lock and the guarded claims hold.
const worker: QueueWorkerOptions = {
  concurrency: 1,
  globalConcurrency: 1,
  lockDuration: config.CHAIN_RPC_TIMEOUT_MS + 5_000,
  stalledInterval: 5_000,
  prepare: () => import("./prepare-chain-worker.js").then((m) => m.prepareChainWorker()),
};

/** Attests a live VIC (one validity period) through EAS; batched with every other pending VIC. */
export const vicAttestJob = defineJob({
  name: "vic-attest",
  queue: QUEUES.chainAttestation,
  payload: attestationPayload,
  jobId: ({ attestationId }) => `attest-${attestationId}`,
  options,
  worker,
  handler: () => import("./vic-attestation.handler.js").then((m) => m.attestVicHandler),
});

/** Revokes an attestation of a suspended customer (or makes sure it is never sent). */
export const vicRevokeJob = defineJob({
  name: "vic-revoke",
  queue: QUEUES.chainAttestation,
  payload: attestationPayload,
  jobId: ({ attestationId }) => `revoke-${attestationId}`,
  options,
  worker,
  handler: () => import("./vic-attestation.handler.js").then((m) => m.revokeVicHandler),
});
