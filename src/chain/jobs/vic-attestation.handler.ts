import type { Job } from "bullmq";
import { attestVic, revokeVicAttestation } from "../../src/chain/attestation-jobs.js";
import type { Handler } from "./handler.js";

const isFinalAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export const attestVicHandler: Handler<"vic-attest"> = ({ attestationId }, job) =>
  attestVic(attestationId, { finalAttempt: isFinalAttempt(job) });

export const revokeVicHandler: Handler<"vic-revoke"> = ({ attestationId }) => revokeVicAttestation(attestationId);
