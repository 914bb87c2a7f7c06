// The follower against the real event log: paging back across pages, oldest first, and events
// that become visible late (recorded with a time before the newest one seen).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../../../src/platform/db/client.js";
import { newId } from "../../../../src/platform/ids.js";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../../test/support/factories.js";
import { emitEvent } from "../../../../test/support/webhook-fixtures.js";
import { Proofbase } from "../proofbase.js";
import { EventFollower, LOOKBACK_MS, type FollowPosition } from "./event-follower.js";

let api: TestApi;
let merchant: TestMerchant;
let proofbase: Proofbase;
let pagesFetched = 0;

beforeAll(async () => {
  [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
  proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
});
afterAll(async () => api?.close());

/** A ping; the next one is recorded at a later millisecond, so the log's order is the order of creation. */
async function ping(message: string): Promise<string> {
  const id = await emitEvent({ merchantId: merchant.merchantId, type: "ping", data: { message } });
  await new Promise((resolve) => setTimeout(resolve, 2));
  return id;
}

/** A ping written as if its transaction had committed only now, recorded `ageMs` ago. */
async function latePing(message: string, ageMs: number): Promise<string> {
  const id = newId("event");
  await prisma.event.create({ data: { id, merchantId: merchant.merchantId, mode: "test", type: "ping", data: { message }, createdAt: new Date(Date.now() - ageMs) } });
  return id;
}

function follower(position: FollowPosition = { newestMs: null, seen: {} }) {
  return new EventFollower((cursor) => {
    pagesFetched++;
    return proofbase.events.list({ limit: 5, cursor }).page();
  }, position);
}

async function drain(f: EventFollower): Promise<string[]> {
  const events = await f.poll();
  for (const event of events) f.markSeen(event);
  return events.map((e) => e.id);
}

describe("EventFollower", () => {
  it("starts from now, then returns every new event once, oldest first, across several pages", async () => {
    await ping("before");
    const f = follower();
    await f.startFromNow();
    expect(await drain(f)).toEqual([]);

    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await ping(`p${i}`));
    pagesFetched = 0;
    expect(await drain(f)).toEqual(ids);
    expect(pagesFetched).toBeGreaterThanOrEqual(3); // 12 events, 5 a page
    expect(await drain(f)).toEqual([]);
  });

  it("picks up an event that became visible after newer ones, within the lookback window", async () => {
    const f = follower();
    await f.startFromNow();
    const newer = await ping("newer");
    expect(await drain(f)).toEqual([newer]);
    const late = await latePing("late", 5_000);
    expect(await drain(f)).toEqual([late]);
    await latePing("far too late", LOOKBACK_MS + 10_000); // the documented limit
    expect(await drain(f)).toEqual([]);
  });

  it("resumes from a saved position; sinceMs replays seen events too; the seen set stays bounded", async () => {
    const first = follower();
    await first.startFromNow();
    const a = await ping("a");
    expect(await drain(first)).toEqual([a]);
    const saved: FollowPosition = JSON.parse(JSON.stringify(first.position));

    const b = await ping("b");
    const c = await ping("c");
    const resumed = follower(saved);
    expect(await drain(resumed)).toEqual([b, c]);

    const sinceA = Date.parse((await proofbase.events.retrieve(a)).created);
    const replay = await resumed.poll(sinceA);
    expect(replay.map((e) => e.id)).toEqual([a, b, c]);

    const newest = resumed.position.newestMs!;
    expect(Object.values(resumed.position.seen).every((ms) => ms >= newest - LOOKBACK_MS)).toBe(true);
  });
});

describe("EventFollower on a long log", () => {
  it("starts from now by reading the newest page and the lookback window only", async () => {
    for (let i = 0; i < 15; i++) await latePing(`old ${i}`, LOOKBACK_MS + 60_000 + i); // far below the window: three pages
    const recent: string[] = [];
    for (let i = 0; i < 3; i++) recent.push(await ping(`recent ${i}`));
    const f = follower();
    pagesFetched = 0;
    await f.startFromNow();
    expect(Object.keys(f.position.seen)).toEqual(expect.arrayContaining(recent));
    // The pages read stop at the first event below the window: the old ones are never paged through.
    const recentCount = (await proofbase.events.list({ limit: 100 }).page()).data.filter((e) => Date.parse(e.created) >= f.position.newestMs! - LOOKBACK_MS).length;
    expect(pagesFetched).toBeLessThanOrEqual(1 + Math.ceil((recentCount + 1) / 5));
    expect(await drain(f)).toEqual([]);
  });
});
