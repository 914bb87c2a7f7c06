import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOK_RETRY_SCHEDULE = "300ms,800ms,1500ms,2500ms";
  process.env.WEBHOOK_TIMEOUT_MS = "500";
});

import { setTimeout as sleep } from "node:timers/promises";
import { QUEUES } from "../src/platform/queues/names.js";
import { MAX_ATTEMPTS } from "../src/events/webhooks/retry-schedule.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { waitFor } from "./support/wait.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { runWorkers } from "./support/workers.js";

const OFFSETS = [0, 300, 800, 1500, 2500];
// An attempt is never early, and starts at most this long after its due time. Observed here:
// 90-160 ms late (BullMQ promoting the delayed job plus the previous attempt's bookkeeping);
// the margin absorbs a loaded machine running the suite in parallel.
const LATE_TOLERANCE_MS = 400;

let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
const receivers: Receiver[] = [];

beforeAll(async () => {
  merchant = await createTestMerchant();
  workers = await runWorkers([QUEUES.webhookDelivery, QUEUES.webhookRetry]);
});
afterAll(async () => {
  await workers?.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

describe("retry schedule (compressed to 300ms,800ms,1500ms,2500ms)", () => {
  it("makes 5 attempts at their offsets from the FIRST attempt, then is exhausted and never tried again", async () => {
    expect(MAX_ATTEMPTS).toBe(5);
    const r = await startReceiver();
    receivers.push(r);
    r.reply = (_request, index) => (index === 3 ? { status: 200, delayMs: 700 } : { status: 500, body: "down" }); // 4th attempt times out
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });

    const delivery = await waitFor(async () => {
      const d = await deliveryOf(eventId, endpoint.id);
      return d.status === "exhausted" ? d : null;
    }, "the delivery to be exhausted");
    expect(delivery.attemptCount).toBe(5);
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attempts.map((a) => a.number)).toEqual([1, 2, 3, 4, 5]);
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, null, 500]);
    expect(delivery.attempts[3]!.error).toBe("timed out after 500 ms");

    const first = delivery.attempts[0]!.at.getTime();
    expect(delivery.firstAttemptAt!.getTime()).toBe(first);
    delivery.attempts.forEach((attempt, i) => {
      const offset = attempt.at.getTime() - first;
      expect(offset, `attempt ${i + 1} at +${offset} ms, due at +${OFFSETS[i]} ms`).toBeGreaterThanOrEqual(OFFSETS[i]!);
      expect(offset, `attempt ${i + 1} at +${offset} ms, due at +${OFFSETS[i]} ms`).toBeLessThanOrEqual(OFFSETS[i]! + LATE_TOLERANCE_MS);
    });

    // The receiver saw the same event five times, the same bytes each time.
    expect(r.requests).toHaveLength(5);
    expect(new Set(r.requests.map((q) => q.headers["x-pb-event-id"]))).toEqual(new Set([eventId]));
    expect(new Set(r.requests.map((q) => q.rawBody.toString("utf8"))).size).toBe(1);

    // Never a sixth attempt.
    await sleep(1_500);
    expect(r.requests).toHaveLength(5);
    expect((await deliveryOf(eventId, endpoint.id)).attempts).toHaveLength(5);
  });

  it("stops retrying once an attempt succeeds", async () => {
    const r = await startReceiver();
    receivers.push(r);
    r.reply = (_request, index) => (index < 2 ? { status: 503 } : { status: 200 });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await waitFor(async () => {
      const d = await deliveryOf(eventId, endpoint.id);
      return d.status === "succeeded" ? d : null;
    }, "the delivery to succeed");
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([503, 503, 200]);
    expect(delivery.nextAttemptAt).toBeNull();
    await sleep(2_000);
    expect(r.requests).toHaveLength(3);
  });
});
