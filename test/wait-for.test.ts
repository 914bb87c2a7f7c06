import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { waitFor } from "./support/wait.js";

describe("waitFor (test/support/wait.ts)", () => {
  it("returns the first truthy answer, retrying after errors", async () => {
    let calls = 0;
    const value = await waitFor(() => {
      calls += 1;
      if (calls === 1) throw new Error("not yet");
      return calls === 3 ? "ready" : null;
    }, "the third call", 2_000, 1);
    expect(value).toBe("ready");
  });

  it("names what it waited for, and the last error, at the deadline", async () => {
    await expect(waitFor(() => Promise.reject(new Error("connection refused")), "the receiver", 100, 10)).rejects.toThrow(
      "timed out after 100 ms waiting for the receiver (last error: connection refused)",
    );
  });

  it("lets a check begun before the deadline finish after it", async () => {
    let calls = 0;
    const value = await waitFor(async () => {
      calls += 1;
      if (calls === 1) return null;
      await sleep(150); // the deadline (100 ms) passes meanwhile
      return "late";
    }, "a slow check", 100, 1);
    expect(value).toBe("late");
  });

  it("fails by name when a check never answers, instead of hanging the test", async () => {
    await expect(waitFor(() => new Promise(() => {}), "a stuck command", 100)).rejects.toThrow(
      "timed out waiting for a stuck command: its last check did not answer within 100 ms after the 100 ms deadline",
    );
  });
});
