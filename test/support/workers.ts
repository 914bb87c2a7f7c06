import { closeQueues } from "../../src/platform/queues/factory.js";
import { ALL_QUEUES, type QueueName } from "../../src/platform/queues/names.js";
import { scheduledJobs, startWorkers } from "../../workers/start-workers.js";

/**
 * Queues of scheduled jobs: the sweeper and event pruning, which act on every merchant's rows.
 * Test files share one database, so one file's sweeper would enqueue another file's due
 * deliveries (or SMS, attestations, reports) on its own queues and run them with its own
 * settings, e.g. send a delivery another file is waiting for to a receiver whose certificate
 * this process does not trust; its pruner would delete old events another file just seeded.
 */
const SCHEDULED_QUEUES = new Set(scheduledJobs(ALL_QUEUES).map((job) => job.queue));

/** By default every queue but the scheduled ones; a file runs those only by naming them. */
const UNSCHEDULED_QUEUES = ALL_QUEUES.filter((queue) => !SCHEDULED_QUEUES.has(queue));

/** Runs the real BullMQ workers in this test process against the file's own queue prefix. */
export async function runWorkers(queues: QueueName[] = UNSCHEDULED_QUEUES): Promise<{ stop: () => Promise<void> }> {
  await startWorkers(queues);
  return { stop: closeQueues };
}
