import { describe, expect, it } from "vitest";
import { ALL_QUEUES } from "../src/platform/queues/names.js";
import { queuesToRun, queueWorkers } from "./start-workers.js";

describe("queuesToRun", () => {
  it("runs every queue by default, or the ones named", () => {
    expect(queuesToRun([])).toEqual(ALL_QUEUES);
    expect(queuesToRun(["webhook-retry"])).toEqual(["webhook-retry"]);
    expect(queuesToRun(["webhook-delivery", "sweeper"])).toEqual(["webhook-delivery", "sweeper"]);
  });

  it("runs all but the queues after --except", () => {
    expect(queuesToRun(["--except", "webhook-retry"])).toEqual(ALL_QUEUES.filter((q) => q !== "webhook-retry"));
    expect(queuesToRun(["--except", "webhook-retry,sandbox-progress"])).toEqual(ALL_QUEUES.filter((q) => q !== "webhook-retry" && q !== "sandbox-progress"));
  });

  it("refuses unknown queues and a malformed --except", () => {
    expect(() => queuesToRun(["webhook-retries"])).toThrow(/unknown queue\(s\): webhook-retries; known: /);
    expect(() => queuesToRun(["--except", "nope"])).toThrow(/unknown queue\(s\): nope/);
    expect(() => queuesToRun(["--except"])).toThrow(/--except takes one comma-separated list/);
    expect(() => queuesToRun(["sweeper", "--except", "sandbox-progress"])).toThrow(/--except takes one comma-separated list/);
  });
});

describe("queueWorkers", () => {
  it("derives one setting per queue from the jobs of the catalog, for every queue", () => {
    const workers = queueWorkers();
    expect([...workers.keys()].sort()).toEqual([...ALL_QUEUES].sort());
    // The signer's queue: one job at a time across processes, and the chain checked before the first.
    expect(workers.get("chain-attestation")).toMatchObject({ concurrency: 1, globalConcurrency: 1, prepare: expect.any(Function) });
    expect(workers.get("sandbox-progress")).toEqual({ concurrency: 50 });
  });
});
