// Baseline (child process): the floor of queued webhook delivery on this machine. A raw BullMQ
// queue and worker (concurrency 100) POSTing each job's envelope with got to a local receiver:
// no database, no signing, no attempt records. Same job retention as the service's queues.
//   drain:   enqueue `count` jobs, then start the worker and deliver them all (throughput);
//   offered: start the worker, then enqueue `count` jobs at `rate` per second (latency).
// Prints { delivered, failed, elapsedMs } once every job has finished.
import { Queue, Worker } from "bullmq";
import got from "got";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

interface Spec {
  redisUrl: string;
  prefix: string;
  targetUrl: string;
  mode: "drain" | "offered";
  count: number;
  rate?: number;
  concurrency: number;
}

interface FloorJob {
  id: string;
  created: string;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as Spec;
const queueName = `floor-${randomBytes(3).toString("hex")}`;
const queue = new Queue<FloorJob>(queueName, {
  connection: { url: spec.redisUrl },
  prefix: spec.prefix,
  defaultJobOptions: { attempts: 1, removeOnComplete: { age: 86_400, count: 10_000 }, removeOnFail: { age: 86_400, count: 50_000 } },
});

function job(): { name: string; data: FloorJob } {
  return { name: "deliver", data: { id: `evt_floor${randomBytes(9).toString("hex")}`, created: new Date().toISOString() } };
}

async function enqueueAll(): Promise<void> {
  for (let added = 0; added < spec.count; added += 1_000) {
    await queue.addBulk(Array.from({ length: Math.min(1_000, spec.count - added) }, job));
  }
}

/** Adds jobs on a 10 ms tick so the offered rate stays even; each job is stamped when it is added. */
async function enqueueAtRate(rate: number): Promise<void> {
  const started = Date.now();
  let added = 0;
  while (added < spec.count) {
    const due = Math.min(spec.count, Math.floor(((Date.now() - started) / 1000) * rate));
    if (due > added) {
      await queue.addBulk(Array.from({ length: due - added }, job));
      added = due;
    }
    await sleep(10);
  }
}

let delivered = 0;
let failed = 0;
let allDone: () => void = () => undefined;
const finished = new Promise<void>((resolve) => (allDone = resolve));
const settle = () => {
  if (delivered + failed >= spec.count) allDone();
};

if (spec.mode === "drain") await enqueueAll();
const started = Date.now();
const worker = new Worker<FloorJob>(
  queueName,
  async (j) => {
    const body = { id: j.data.id, object: "event", type: "floor", created: j.data.created, livemode: false, data: {} };
    const response = await got.post(spec.targetUrl, {
      json: body,
      timeout: { request: 10_000 },
      retry: { limit: 0 },
      followRedirect: false,
      throwHttpErrors: false,
    });
    if (response.statusCode < 200 || response.statusCode >= 300) throw new Error(`receiver answered ${response.statusCode}`);
  },
  { connection: { url: spec.redisUrl, maxRetriesPerRequest: null }, prefix: spec.prefix, concurrency: spec.concurrency },
);
worker.on("completed", () => {
  delivered++;
  settle();
});
worker.on("failed", () => {
  failed++;
  settle();
});
if (spec.mode === "offered") await enqueueAtRate(spec.rate ?? 1_000);
await finished;
const elapsedMs = Date.now() - started;
await worker.close();
await queue.obliterate({ force: true });
await queue.close();
process.stdout.write(`${JSON.stringify({ delivered, failed, elapsedMs })}\n`);
