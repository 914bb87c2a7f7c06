import type { Job } from "bullmq";

/** Runs one job: gets its payload parsed by the job's definition, re-reads Postgres, acts. */
export type JobHandler<Payload> = (payload: Payload, job: Job) => Promise<void>;
