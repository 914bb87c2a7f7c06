import { UnrecoverableError, type Job } from "bullmq";
import { observeJob } from "../platform/metrics/metrics.js";
import { jobNamed } from "./job-catalog.js";

/** The processor of every queue: re-validate the job's payload with its definition, run its handler. */
export async function runJob(job: Job): Promise<void> {
  const definition = jobNamed(job.name);
  const name = definition?.name ?? "unknown"; // a metrics label never takes a name from Redis
  const started = performance.now();
  try {
    if (!definition) throw new UnrecoverableError(`unknown job "${job.name}"`);
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid payload for "${name}": ${parsed.error.message}`);
    const handler = await definition.handler();
    await handler(parsed.data, job);
    observeJob(name, "completed", (performance.now() - started) / 1000);
  } catch (error) {
    observeJob(name, "failed", (performance.now() - started) / 1000);
    throw error;
  }
}
