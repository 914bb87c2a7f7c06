import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readFileSync, type WriteStream } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A child process the bench started; every one is stopped by stopAll(), even on failure or Ctrl-C. */
export interface BenchProcess {
  name: string;
  role: "api" | "worker" | "baseline" | "load" | "receiver" | "setup";
  child: ChildProcess;
  pid: number;
  logPath: string | null;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  /** Peak RSS (VmHWM) in KiB, read just before the process was stopped. */
  peakRssKiB?: number;
}

export interface SpawnOptions {
  name: string;
  role: BenchProcess["role"];
  /** Node flags placed before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** A `.ts` file runs through tsx; a `.js` file (compiled, see build.ts) runs on plain node. */
  script: string;
  args?: string[];
  /** Runs the process under `nice -n <nice>` (lower CPU priority; nice execs node, the pid stays). */
  nice?: number;
  env?: NodeJS.ProcessEnv;
  /** Opens an IPC channel (process.send in the child). */
  ipc?: boolean;
  /** Where stdout/stderr go: a log file, "inherit", or "pipe" (the caller reads child.stdout). */
  output: { logFile: string } | "inherit" | "pipe";
}

const running = new Set<BenchProcess>();
/** Every process started in this run, with the peak RSS it reached. */
export const history: BenchProcess[] = [];
let stoppingAll = false;

/** Runs `[nice -n N] node [nodeArgs] [--import tsx] <script> [args]` from the repository root. */
export function spawnNode(options: SpawnOptions): BenchProcess {
  if (stoppingAll) throw new Error("the bench is stopping; no new processes");
  let log: WriteStream | null = null;
  const stdio: ("ignore" | "inherit" | "pipe" | "ipc")[] =
    options.output === "inherit" ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"];
  if (options.ipc) stdio.push("ipc");
  const loader = options.script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const nodeArgv = [...(options.nodeArgs ?? []), ...loader, options.script, ...(options.args ?? [])];
  const [command, argv] = options.nice ? ["nice", ["-n", String(options.nice), process.execPath, ...nodeArgv]] : [process.execPath, nodeArgv];
  const child = spawn(command, argv, {
    stdio,
    env: { ...process.env, ...options.env },
  });
  if (child.pid === undefined) throw new Error(`could not start ${options.name}`);
  if (typeof options.output === "object") {
    log = createWriteStream(options.output.logFile, { flags: "a" });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(proc);
      log?.end();
      resolve(code ?? signal ?? "unknown");
    });
  });
  const proc: BenchProcess = {
    name: options.name,
    role: options.role,
    child,
    pid: child.pid,
    logPath: typeof options.output === "object" ? options.output.logFile : null,
    exited,
  };
  running.add(proc);
  history.push(proc);
  return proc;
}

/** VmHWM (peak resident set) of a live process, in KiB; NaN when it cannot be read. */
export function readPeakRssKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN; // the process is gone, or /proc is not Linux's
  }
}

function isRunning(proc: BenchProcess): boolean {
  return proc.child.exitCode === null && proc.child.signalCode === null;
}

/** SIGTERM (graceful: the api and worker finish in-flight work and write their CPU profiles), SIGKILL after a grace period. */
export async function stopProcess(proc: BenchProcess, graceMs = 15_000): Promise<void> {
  if (!isRunning(proc)) return;
  const peak = readPeakRssKiB(proc.pid);
  if (Number.isFinite(peak)) proc.peakRssKiB = peak;
  proc.child.kill("SIGTERM");
  const outcome = await Promise.race([proc.exited.then(() => "exited" as const), sleep(graceMs).then(() => "timeout" as const)]);
  if (outcome === "timeout" && isRunning(proc)) {
    proc.child.kill("SIGKILL");
    await proc.exited;
  }
}

export async function stopAll(): Promise<void> {
  stoppingAll = true;
  await Promise.all([...running].map((proc) => stopProcess(proc)));
  stoppingAll = false;
}

/** Last resort when the bench process itself exits: nothing it started may keep running. */
export function killAllNow(): void {
  for (const proc of running) {
    if (isRunning(proc)) proc.child.kill("SIGKILL");
  }
}

/** A TCP port that was free a moment ago (the child binds it right after). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `probe` returns true; fails after `timeoutMs` or when `proc` exits first. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; proc?: BenchProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.proc && !isRunning(options.proc)) {
      throw new Error(`${options.proc.name} exited before ${what}${options.proc.logPath ? ` (log: ${options.proc.logPath})` : ""}`);
    }
    if (await probe()) return;
    await sleep(options.intervalMs ?? 100);
  }
  throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${what}`);
}

/** Reads a child's whole stdout (for children that print one JSON result and exit); call right after spawning it with output "pipe". */
export async function collectStdout(proc: BenchProcess): Promise<string> {
  const chunks: Buffer[] = [];
  proc.child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  const errChunks: Buffer[] = [];
  proc.child.stderr?.on("data", (chunk: Buffer) => errChunks.push(chunk));
  // 'close' comes after the stdio streams have ended, so no output is lost (unlike 'exit').
  await new Promise<void>((resolve) => proc.child.once("close", () => resolve()));
  const code = await proc.exited;
  if (code !== 0) {
    const stderr = Buffer.concat(errChunks).toString("utf8").trim().split("\n").slice(-15).join("\n");
    throw new Error(`${proc.name} exited with ${code}${stderr ? `:\n${stderr}` : ""}`);
  }
  return Buffer.concat(chunks).toString("utf8");
}
