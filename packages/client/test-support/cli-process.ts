import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { waitFor } from "../../../test/support/wait.js";

export interface CliProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | string>;
  /** Resolves once stdout holds a match, with it. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
}

/** Runs the `proofbase` command (a built bin) as a real child process, with only the environment given. */
export function runCli(bin: string, args: string[], env: Record<string, string>, cwd?: string): CliProcess {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  // "close", not "exit": only then has everything the child wrote to its pipes been read.
  const exited = once(child, "close").then(([code, signal]) => (code ?? signal) as number | string);
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    waitForOutput: (pattern, timeoutMs = 20_000) =>
      waitFor(() => stdout.match(pattern), `${pattern} in the output`, timeoutMs, 20).catch((error: Error) => {
        throw new Error(`${error.message}\n--- stdout:\n${stdout}\n--- stderr:\n${stderr}`);
      }),
  };
}
