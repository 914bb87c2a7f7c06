import { UnrecoverableError, type Job } from "bullmq";
import { jobCatalog } from "./catalog.js";
import type { JobDefinition } from "../src/queues/define-job.js";

/** The processor of every queue: find the job's definition, re-validate its payload, run it. */
export async function runJob(job: Job): Promise<void> {
  const definition = (jobCatalog as Record<string, JobDefinition>)[job.name];
  if (!definition) throw new UnrecoverableError(`unknown job "${job.name}"`);
  const parsed = definition.payload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid payload for "${job.name}": ${parsed.error.message}`);
  await definition.handle(parsed.data, job);
}
