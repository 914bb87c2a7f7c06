import type { EmitResult, EmitSpec } from "./emit-events.js";
import type { AutocannonResult, AutocannonSpec, SequentialResult, SequentialSpec } from "./load.js";
import { collectStdout, spawnNode } from "./processes.js";

export type { AutocannonResult, AutocannonSpec, SequentialResult, SequentialSpec };

async function runChild<T>(name: string, spec: unknown): Promise<T> {
  const proc = spawnNode({ name, role: "load", script: "bench/support/load.ts", args: [JSON.stringify(spec)], output: "pipe" });
  const stdout = await collectStdout(proc);
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as T;
}

/** Runs autocannon in its own process against the target. */
export function runLoad(name: string, spec: Omit<AutocannonSpec, "mode">): Promise<AutocannonResult> {
  return runChild(`load: ${name}`, { mode: "autocannon", ...spec });
}

/** Times GETs one at a time (precise per-request latency), in its own process. */
export function runSequential(name: string, spec: Omit<SequentialSpec, "mode">): Promise<SequentialResult> {
  return runChild(`load: ${name}`, { mode: "sequential", ...spec });
}

/** Creates sessions through the API at an even rate (bench/support/emit-events.ts), in its own process. */
export async function runEmitter(name: string, spec: EmitSpec): Promise<EmitResult> {
  const proc = spawnNode({ name: `emit: ${name}`, role: "load", script: "bench/support/emit-events.ts", args: [JSON.stringify(spec)], output: "pipe" });
  const stdout = await collectStdout(proc);
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as EmitResult;
}
