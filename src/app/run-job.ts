import { UnrecoverableError, type Job } from "bullmq";
import { isJobName, jobCatalog, type JobName } from "../src/jobs/catalog.js";
import { observeJob } from "../src/metrics/metrics.js";
import type { Handler } from "./handlers/handler.js";
import { handlers } from "./handlers/index.js";

function dispatch<N extends JobName>(name: N, data: unknown, job: Job): Promise<void> {
  const parsed = jobCatalog[name].payload.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`invalid payload for "${name}": ${parsed.error.message}`);
  const handler: Handler<N> = (handlers as { [K in JobName]: Handler<K> })[name];
  return handler(parsed.data as Parameters<Handler<N>>[0], job);
}

/** The processor of every queue: re-validate the job's payload with its definition, run its handler. */
export async function runJob(job: Job): Promise<void> {
  const name = isJobName(job.name) ? job.name : "unknown"; // a metrics label never takes a name from Redis
  const started = performance.now();
  try {
    if (!isJobName(job.name)) throw new UnrecoverableError(`unknown job "${job.name}"`);
    await dispatch(job.name, job.data, job);
    observeJob(name, "completed", (performance.now() - started) / 1000);
  } catch (error) {
    observeJob(name, "failed", (performance.now() - started) / 1000);
    throw error;
  }
}
