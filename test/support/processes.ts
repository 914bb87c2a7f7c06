import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { serviceArgv, type ServiceEntry } from "./compiled-services.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  output: () => string;
  /** Its stdout alone (`output` interleaves stdout and stderr). */
  stdout: () => string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/** Runs `node <argv>` in `cwd` (the repository root by default) with this file's environment, LOG_LEVEL info, and `env`. */
export function spawnNodeProcess(argv: string[], options: { cwd?: string; env?: Record<string, string> } = {}): ServiceProcess {
  const child = spawn(process.execPath, argv, {
    cwd: options.cwd ?? root,
    env: { ...process.env, LOG_LEVEL: "info", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr!.on("data", (chunk) => (output += chunk));
  // "close", not "exit": only then has everything the child wrote to its pipes been read.
  const exited = once(child, "close").then(([code, signal]) => (code ?? signal) as number | string);
  return { child, output: () => output, stdout: () => stdout, exited };
}

/** Starts the api, the workers or the CLI (the run's compile of it) as a real child process with this file's environment. */
export function spawnService(entry: ServiceEntry, env: Record<string, string> = {}, args: string[] = []): ServiceProcess {
  return spawnNodeProcess([...serviceArgv(entry), ...args], { env });
}

export async function stopService(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill("SIGKILL");
    await service.exited;
  }
}
