import { closeQueues } from "../../src/queues/factory.js";
import { ALL_QUEUES, QUEUES, type QueueName } from "../../src/queues/names.js";
import { startWorkers } from "../../workers/start-workers.js";

/**
 * Every queue but the sweeper. Test files share one database, and the sweeper repairs every
 * merchant's rows: one file's sweeper would enqueue another file's due deliveries (or SMS,
 * attestations, reports) on its own queues and run them with its own settings, e.g. send a
 * delivery another file is waiting for to a receiver whose certificate this process does not
 * trust. A file runs the sweeper only by naming it, and then with no worker that could act on
 * what it enqueues (test/scheduler-recovery.test.ts).
 */
const ALL_BUT_THE_SWEEPER = ALL_QUEUES.filter((queue) => queue !== QUEUES.sweeper);

/** Runs the real BullMQ workers in this test process against the file's own queue prefix. */
export async function runWorkers(queues: QueueName[] = ALL_BUT_THE_SWEEPER): Promise<{ stop: () => Promise<void> }> {
  await startWorkers(queues);
  return { stop: closeQueues };
}
