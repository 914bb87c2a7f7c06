import { setTimeout as sleep } from "node:timers/promises";

/** Polls `probe` until it returns a truthy value or the deadline passes (then throws with `what`). */
export async function waitFor<T>(probe: () => Promise<T> | T, what: string, timeoutMs = 10_000, intervalMs = 50): Promise<NonNullable<T>> {
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
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ""}`);
}
