import { z } from "zod";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

const payload = z.strictObject({ attestationId: z.string().min(1).max(64) });

// Chain RPC outages are retried for about half an hour (2 s doubling, 10 tries) before a VIC that
// was never sent is `failed`; one already signed for is followed by the sweeper until it settles.
const options = { attempts: 10, backoff: { type: "exponential", delay: 2_000 } } as const;

/** Attests a live VIC (one validity period) through EAS; batched with every other pending VIC. */
export const vicAttestJob = defineJob({
  name: "vic-attest",
  queue: QUEUES.chainAttestation,
  payload,
  jobId: ({ attestationId }) => `attest-${attestationId}`,
  options,
});

/** Revokes an attestation of a suspended customer (or makes sure it is never sent). */
export const vicRevokeJob = defineJob({
  name: "vic-revoke",
  queue: QUEUES.chainAttestation,
  payload,
  jobId: ({ attestationId }) => `revoke-${attestationId}`,
  options,
});
