import type { ChildProcess } from "node:child_process";
import { spawnService } from "./processes.js";

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed so far (pino JSON lines), for failure messages. */
  output: () => string;
  /** Sends `signal` and waits for the process to exit. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * `node --import tsx workers/main.ts <queues>` as a child process, with the test's environment
 * (DATABASE_URL, REDIS_URL, QUEUE_PREFIX...) plus `env`. Resolves once it logged "worker started"
 * (within 90 s: on a machine running a benchmark beside the tests, loading the worker took over 30).
 */
export async function startWorkerProcess(queues: string[], env: Record<string, string> = {}): Promise<WorkerProcess> {
  const service = spawnService("workers/main.ts", env, queues);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker process did not start:\n${service.output()}`)), 90_000);
    const check = () => {
      if (service.output().includes('"msg":"worker started"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    service.child.stdout!.on("data", check);
    void service.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker process exited with ${code}:\n${service.output()}`));
    });
  });
  return {
    child: service.child,
    output: service.output,
    kill: async (signal) => {
      if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill(signal);
      await service.exited;
    },
  };
}
