import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { CallFailed, groupedCalls } from "./grouped-calls.js";

/** A batch function that records the batches it was given and answers after `delayMs`. */
function recordingDouble(delayMs = 20) {
  const batches: number[][] = [];
  let running = 0;
  let maxRunning = 0;
  const run = async (inputs: number[]) => {
    batches.push(inputs);
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    await sleep(delayMs);
    running -= 1;
    return inputs.map((n) => n * 10);
  };
  return { run, batches, maxRunning: () => maxRunning };
}

describe("groupedCalls", () => {
  it("gives every caller its own result, in order, whatever batch it went out in", async () => {
    const double = recordingDouble();
    const call = groupedCalls(double.run, { maxBatch: 7, maxInFlight: 2 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => call(n)));
    expect(results).toEqual(Array.from({ length: 50 }, (_, n) => n * 10));
    expect(double.batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(Math.max(...double.batches.map((b) => b.length))).toBeLessThanOrEqual(7);
    expect(double.maxRunning()).toBeLessThanOrEqual(2);
  });

  it("sends calls of one turn together, and groups calls that queued behind a running batch", async () => {
    // The first batch answers only when the test says so, so "behind a running batch" does not
    // depend on timers (a loaded machine once let it finish between the later calls).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const batches: number[][] = [];
    const call = groupedCalls(
      async (inputs: number[]) => {
        batches.push(inputs);
        if (batches.length === 1) await held;
        return inputs.map((n) => n * 10);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const first = Promise.all([call(1), call(2), call(3)]);
    await sleep(5); // the first batch is running now
    const later = [call(4), call(5)];
    await sleep(5); // another turn
    later.push(call(6));
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([[10, 20, 30], 40, 50, 60]);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6]]);
  });

  it("runs a lone call at once when nothing is in flight", async () => {
    const double = recordingDouble(1);
    const call = groupedCalls(double.run, { maxBatch: 100, maxInFlight: 1 });
    expect(await call(1)).toBe(10);
    expect(await call(2)).toBe(20);
    expect(double.batches).toEqual([[1], [2]]);
  });

  it("rejects every caller of a failed batch and goes on with the next one", async () => {
    let fail = true;
    const call = groupedCalls(
      async (inputs: number[]) => {
        await sleep(10);
        if (fail) throw new Error("database went away");
        return inputs;
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([call(1), call(2)]);
    expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect((failed[0] as PromiseRejectedResult).reason.message).toBe("database went away");
    fail = false;
    expect(await Promise.all([call(3), call(4)])).toEqual([3, 4]);
  });

  it("rejects the callers of a batch that answered with the wrong number of results", async () => {
    const call = groupedCalls(async (inputs: number[]) => inputs.slice(1), { maxBatch: 100, maxInFlight: 1 });
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow("batch returned 1 results for 2 inputs");
  });

  it("rejects only the caller whose input the batch reports as failed", async () => {
    const call = groupedCalls(
      async (inputs: number[]) => inputs.map((n) => (n < 0 ? new CallFailed(new Error(`bad input ${n}`)) : n)),
      { maxBatch: 100, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([call(1), call(-2), call(3)]);
    expect(results).toEqual([
      { status: "fulfilled", value: 1 },
      { status: "rejected", reason: new Error("bad input -2") },
      { status: "fulfilled", value: 3 },
    ]);
  });
});
