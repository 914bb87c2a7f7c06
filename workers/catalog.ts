import { sweepJob } from "./sweep.js";

/**
 * Every job the system runs. Add a job by writing its file in workers/ and listing it here;
 * `enqueue(name, payload)` is type-checked against this object.
 */
export const jobCatalog = {
  [sweepJob.name]: sweepJob,
} as const;

export type JobName = keyof typeof jobCatalog;
