import { closeQueues } from "../../src/queues/factory.js";
import type { QueueName } from "../../src/queues/names.js";
import { startWorkers } from "../../workers/start-workers.js";

/** Runs the real BullMQ workers in this test process against the file's own queue prefix. */
export async function runWorkers(queues?: QueueName[]): Promise<{ stop: () => Promise<void> }> {
  await startWorkers(queues);
  return { stop: closeQueues };
}
