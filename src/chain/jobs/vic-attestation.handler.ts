import type { Job } from "bullmq";
import type { z } from "zod";
import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { attestVic, revokeVicAttestation } from "../attestation-jobs.js";
import type { attestationPayload } from "./vic-attestation.js";

type Payload = z.output<typeof attestationPayload>;

const isFinalAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export const attestVicHandler: JobHandler<Payload> = ({ attestationId }, job) => attestVic(attestationId, { finalAttempt: isFinalAttempt(job) });

export const revokeVicHandler: JobHandler<Payload> = ({ attestationId }) => revokeVicAttestation(attestationId);
