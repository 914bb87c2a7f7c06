import { describe, expect, it } from "vitest";
import { untilAborted } from "./transport.js";

describe("untilAborted", () => {
  it("rejects with an AbortError when the signal aborts, even if the work never settles", async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const raced = untilAborted(never, controller.signal);
    setTimeout(() => controller.abort(), 10);
    await expect(raced).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects at once for a signal already aborted, and passes the work's own outcome through otherwise", async () => {
    await expect(untilAborted(new Promise<string>(() => undefined), AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve("answer"), controller.signal)).resolves.toBe("answer");
    await expect(untilAborted(Promise.reject(new Error("refused")), controller.signal)).rejects.toThrow("refused");
    await expect(untilAborted(Promise.resolve("no signal"), undefined)).resolves.toBe("no signal");
  });
});
