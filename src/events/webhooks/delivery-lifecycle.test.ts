import { describe, expect, it } from "vitest";
import {
  ACTIVE_DELIVERY_STATUSES,
  attemptOutcome,
  DELIVERY_STATUSES,
  isAttemptDue,
  maxAttempts,
  planAttempt,
  type DeliveryState,
} from "./delivery-lifecycle.js";

// Pure functions: no Postgres, no Redis, no config.
const MIN = 60_000;
const SCHEDULE = [1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN]; // attempts 2..5
const first = new Date("2026-11-22T10:00:00.000Z");
const at = (offsetMs: number) => new Date(first.getTime() + offsetMs);

const delivery = (over: Partial<Omit<DeliveryState, "endpoint">> & { endpoint?: Partial<DeliveryState["endpoint"]> } = {}): DeliveryState => ({
  status: "pending",
  attemptCount: 0,
  ...over,
  endpoint: { status: "enabled", deletedAt: null, ...over.endpoint },
});

describe("the delivery statuses", () => {
  it("are active only while an attempt is due", () => {
    expect(ACTIVE_DELIVERY_STATUSES).toEqual(["pending", "retrying"]);
    expect(DELIVERY_STATUSES.filter((s) => !(ACTIVE_DELIVERY_STATUSES as readonly string[]).includes(s))).toEqual([
      "succeeded",
      "exhausted",
      "canceled",
    ]);
  });
});

describe("attemptOutcome", () => {
  it("succeeds on a 2xx, whatever the attempt", () => {
    expect(attemptOutcome({ number: 1, at: first, ok: true }, null, SCHEDULE)).toEqual({ status: "succeeded", firstAttemptAt: first, nextAttemptAt: null });
    expect(attemptOutcome({ number: 5, at: at(125 * MIN), ok: true }, first, SCHEDULE)).toEqual({
      status: "succeeded",
      firstAttemptAt: first,
      nextAttemptAt: null,
    });
  });

  it("times every retry from the first attempt, never from the previous one", () => {
    // Attempt 1 failing at `first` makes it the first attempt.
    expect(attemptOutcome({ number: 1, at: first, ok: false }, null, SCHEDULE)).toEqual({
      status: "retrying",
      firstAttemptAt: first,
      nextAttemptAt: at(1 * MIN),
    });
    // Attempt 3 ran late (at +9 min): attempt 4 is still due at first + 30 min.
    expect(attemptOutcome({ number: 3, at: at(9 * MIN), ok: false }, first, SCHEDULE)).toEqual({
      status: "retrying",
      firstAttemptAt: first,
      nextAttemptAt: at(30 * MIN),
    });
  });

  it("exhausts after the last attempt of the schedule fails", () => {
    expect(maxAttempts(SCHEDULE)).toBe(5);
    expect(attemptOutcome({ number: 4, at: at(30 * MIN), ok: false }, first, SCHEDULE).status).toBe("retrying");
    expect(attemptOutcome({ number: 5, at: at(120 * MIN), ok: false }, first, SCHEDULE)).toEqual({
      status: "exhausted",
      firstAttemptAt: first,
      nextAttemptAt: null,
    });
    expect(attemptOutcome({ number: 1, at: first, ok: false }, null, [])).toEqual({ status: "exhausted", firstAttemptAt: first, nextAttemptAt: null });
  });

  it("exhausts a delivery that is already past a shortened schedule", () => {
    // WEBHOOK_RETRY_SCHEDULE went from 4 offsets to 2 while attempt 3 was running.
    expect(attemptOutcome({ number: 3, at: at(5 * MIN), ok: false }, first, SCHEDULE.slice(0, 2)).status).toBe("exhausted");
  });
});

describe("planAttempt", () => {
  it("sends an attempt that is due to an enabled endpoint", () => {
    expect(planAttempt(delivery(), 1, SCHEDULE)).toEqual({ action: "send" });
    expect(planAttempt(delivery({ status: "retrying", attemptCount: 4 }), 5, SCHEDULE)).toEqual({ action: "send" });
  });

  it("skips an attempt already recorded, a settled delivery and one canceled meanwhile", () => {
    expect(planAttempt(delivery({ status: "retrying", attemptCount: 2 }), 2, SCHEDULE)).toEqual({ action: "skip" }); // re-run
    expect(planAttempt(delivery({ status: "retrying", attemptCount: 1 }), 3, SCHEDULE)).toEqual({ action: "skip" }); // out of order
    for (const status of ["succeeded", "exhausted", "canceled"]) {
      expect(planAttempt(delivery({ status, attemptCount: 1 }), 2, SCHEDULE)).toEqual({ action: "skip" });
    }
    expect(isAttemptDue({ status: "canceled", attemptCount: 0 }, 1)).toBe(false);
    expect(isAttemptDue({ status: "pending", attemptCount: 0 }, 1)).toBe(true);
  });

  it("cancels instead of sending when the endpoint was disabled or deleted", () => {
    expect(planAttempt(delivery({ endpoint: { status: "disabled" } }), 1, SCHEDULE)).toEqual({ action: "settle", status: "canceled" });
    expect(planAttempt(delivery({ status: "retrying", attemptCount: 1, endpoint: { deletedAt: first } }), 2, SCHEDULE)).toEqual({
      action: "settle",
      status: "canceled",
    });
  });

  it("exhausts without sending an attempt that a shortened schedule no longer has", () => {
    expect(planAttempt(delivery({ status: "retrying", attemptCount: 3 }), 4, SCHEDULE.slice(0, 2))).toEqual({ action: "settle", status: "exhausted" });
    // The last attempt of the shortened schedule is still sent.
    expect(planAttempt(delivery({ status: "retrying", attemptCount: 2 }), 3, SCHEDULE.slice(0, 2))).toEqual({ action: "send" });
  });
});
