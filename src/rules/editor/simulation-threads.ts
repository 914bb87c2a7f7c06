import { Worker } from "node:worker_threads";
import { config } from "../../platform/config.js";
import type { ReplayAnswer, ReplayInput, ReplayResult } from "./simulation-thread.js";

// A small pool of worker threads for the rule simulator: at most SIMULATION_THREADS replays run
// at once in this process, each on a thread of its own, the rest wait their turn in order.
// Threads are started when first needed and kept; one that fails is replaced.

interface Job {
  input: ReplayInput;
  resolve: (result: ReplayResult) => void;
  reject: (error: Error) => void;
}

const idle: Worker[] = [];
const waiting: Job[] = [];
let started = 0;

function startThread(): Worker {
  const entry = new URL(`./simulation-thread${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
  // A replay is batch work: where the CPU is short (two cores, other processes busy), the api's
  // event loop and everything else on the machine go first. On Linux a nice value is per thread,
  // so this lowers the thread alone, before it loads anything; elsewhere it would lower the whole
  // api process, so it is left as it is.
  const lower = process.platform === "linux" ? `require("node:os").setPriority(require("node:os").constants.priority.PRIORITY_BELOW_NORMAL);` : "";
  // Built (dist/), the thread runs the compiled file; from source (tsx, vitest) it registers tsx
  // first (a dev dependency the build never loads: it is named as data, not imported here).
  const loader = entry.pathname.endsWith(".ts") ? "tsx/esm/api" : null;
  const load = `const { workerData } = require("node:worker_threads");
(workerData.loader ? import(workerData.loader).then((m) => m.register()) : Promise.resolve()).then(() => import(workerData.entry));`;
  const thread = new Worker(`${lower}\n${load}`, { eval: true, workerData: { loader, entry: entry.href } });
  // An idle thread must not keep the process alive.
  thread.unref();
  started += 1;
  return thread;
}

function run(thread: Worker, job: Job): void {
  const done = (settle: () => void, reusable: boolean) => {
    thread.off("message", onMessage);
    thread.off("error", onError);
    thread.off("exit", onExit);
    settle();
    if (reusable) release(thread);
    else {
      started -= 1;
      void thread.terminate();
      next();
    }
  };
  // A database error is the run's failure, not the thread's: the thread is kept.
  const onMessage = (answer: ReplayAnswer) =>
    done(() => ("result" in answer ? job.resolve(answer.result) : job.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }))), true);
  const onError = (error: Error) => done(() => job.reject(error), false);
  const onExit = (code: number) => done(() => job.reject(new Error(`the simulation thread exited with code ${code}`)), false);
  thread.on("message", onMessage);
  thread.once("error", onError);
  thread.once("exit", onExit);
  thread.postMessage(job.input);
}

function release(thread: Worker): void {
  const job = waiting.shift();
  if (job) run(thread, job);
  else idle.push(thread);
}

function next(): void {
  const job = waiting.shift();
  if (!job) return;
  const thread = idle.pop() ?? (started < config.SIMULATION_THREADS ? startThread() : undefined);
  if (thread) run(thread, job);
  else waiting.unshift(job);
}

/** Reads and replays `input`'s sessions on a simulation thread, waiting for one when all are busy. */
export function replayOnThread(input: ReplayInput): Promise<ReplayResult> {
  return new Promise((resolve, reject) => {
    waiting.push({ input, resolve, reject });
    next();
  });
}
