import { setTimeout as sleep } from "node:timers/promises";

const HUNG = Symbol("hung");

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
  // A check begun before the deadline may finish after it, within this grace; one that never
  // answers (a command stuck on a dead connection) fails the wait by name, not the test's timeout.
  const grace = Math.min(timeoutMs, 30_000);
  const describe = () => (typeof what === "function" ? what() : what);
  let last: unknown;
  while (Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<typeof HUNG>((resolve) => {
      timer = setTimeout(() => resolve(HUNG), deadline - Date.now() + grace);
    });
    const outcome = await Promise.race([
      Promise.resolve()
        .then(probe)
        .then((value) => ({ value }), (error: unknown) => ({ error })),
      hung,
    ]);
    clearTimeout(timer);
    if (outcome === HUNG) throw new Error(`timed out waiting for ${describe()}: its last check did not answer within ${grace} ms after the ${timeoutMs} ms deadline`);
    if ("error" in outcome) last = outcome.error;
    else if (outcome.value) return outcome.value as NonNullable<T>;
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${describe()}${last ? ` (last error: ${(last as Error).message})` : ""}`);
}
