import { setTimeout as sleep } from "node:timers/promises";

/**
 * Polls `probe` until it returns a truthy value or the deadline passes (then throws with `what`;
 * a function is called then, so it can describe the state at the deadline, e.g. a child's output).
 */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  what: string | (() => string),
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === "function" ? what() : what}${last ? ` (last error: ${(last as Error).message})` : ""}`);
}
