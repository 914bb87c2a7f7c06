import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed so far (pino JSON lines), for failure messages. */
  output: () => string;
  /** Sends `signal` and waits for the process to exit. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * `node --import tsx workers/main.ts <queues>` as a child process, with the test's environment
 * (DATABASE_URL, REDIS_URL, QUEUE_PREFIX...) plus `env`. Resolves once it logged "worker started".
 */
export async function startWorkerProcess(queues: string[], env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "workers/main.ts", ...queues], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker process did not start:\n${output}`)), 30_000);
    const check = () => {
      if (output.includes('"msg":"worker started"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`worker process exited with ${code}:\n${output}`));
    });
  });

  return {
    child,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
