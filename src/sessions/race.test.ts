import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { client, type TestApi } from "../../test/support/api.js";
import { startApiWithMerchant, type TestMerchant } from "../../test/support/factories.js";
import { eventsAbout, makeOverdue } from "../../test/support/sessions.js";
import { cancelSession } from "./cancel-session.js";
import { decideSession } from "./decide-session.js";
import { expireSession } from "./expire-session.js";
import { runSandboxOutcome } from "./sandbox.js";
import { InvalidState } from "../platform/errors/domain-errors.js";

// Domain functions called concurrently, many times: the guarded transitions must leave exactly
// one final state and one final event. No workers run here.
let api: TestApi;
let merchant: TestMerchant;

beforeAll(async () => {
  ({ api, merchant } = await startApiWithMerchant());
});
afterAll(() => api.close());

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Starts every call after a small random delay, so each contender sometimes gets there first. */
const jittered = (call: () => Promise<unknown>) => sleep(Math.random() * 15).then(call);

const FINAL_EVENT: Record<string, string | null> = {
  completed: "verification_session.completed",
  expired: "verification_session.expired",
  canceled: null,
  failed: "verification_session.failed",
};

async function expectSingleOutcome(sessionId: string, allowed: string[]) {
  const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: sessionId } });
  expect(allowed).toContain(row.status);
  const sessionEvents = (await eventsAbout(sessionId)).map((e) => e.type);
  const final = FINAL_EVENT[row.status];
  expect(sessionEvents.sort()).toEqual(["verification_session.created", ...(final ? [final] : [])].sort());
  expect(await prisma.vic.count({ where: { sessionId } })).toBe(row.status === "completed" ? 1 : 0);
  if (row.status === "completed") expect(row.vicId).not.toBeNull();
  return row.status;
}

describe("racing completion, expiry and cancel", () => {
  it("leaves one final state and one final event, every time", async () => {
    const c = client(api.baseUrl, merchant.testKey);
    const winners = new Map<string, number>();
    for (let round = 0; round < 25; round++) {
      const address = `0x${round.toString(16).padStart(40, "a")}`;
      const s = (await c.post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: address })).body;
      // Expiry is called as if its TTL had elapsed, while the session is still open for the others.
      const afterTtl = new Date(new Date(s.expires_at).getTime() + 1);
      const calls = shuffle([
        ...Array.from({ length: 4 }, () => () => runSandboxOutcome(s.id)),
        ...Array.from({ length: 4 }, () => () => expireSession(s.id, afterTtl)),
        ...Array.from({ length: 4 }, () => () => cancelSession({ merchantId: merchant.merchantId, mode: "test" }, s.id)),
      ]);
      const results = await Promise.allSettled(calls.map(jittered));
      for (const result of results) {
        // The only acceptable failure is a cancel that lost (InvalidState: 409 invalid_state).
        if (result.status === "rejected") expect(result.reason).toBeInstanceOf(InvalidState);
      }
      const status = await expectSingleOutcome(s.id, ["completed", "expired", "canceled"]);
      winners.set(status, (winners.get(status) ?? 0) + 1);

      const customerEvents = await prisma.event.count({
        where: { merchantId: merchant.merchantId, mode: "test", data: { path: ["address"], equals: address } },
      });
      expect(customerEvents).toBe(status === "completed" ? 2 : 0);
    }
    expect([...winners.values()].reduce((a, b) => a + b, 0)).toBe(25);
  });

  it("completes a session only once when many sandbox runs race", async () => {
    const c = client(api.baseUrl, merchant.testKey);
    const s = (await c.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    const results = await Promise.all(Array.from({ length: 10 }, () => runSandboxOutcome(s.id)));
    expect(results.filter((r) => r === "applied")).toHaveLength(1);
    expect(await expectSingleOutcome(s.id, ["completed"])).toBe("completed");
  });

  it("a live decision racing expiry settles once", async () => {
    const c = client(api.baseUrl, merchant.liveKey);
    for (let round = 0; round < 10; round++) {
      const s = (await c.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
      const afterTtl = new Date(new Date(s.expires_at).getTime() + 1);
      const calls = shuffle([
        ...Array.from({ length: 3 }, () => () => decideSession({ merchantId: merchant.merchantId, mode: "live", sessionId: s.id, signals: { risk_score: 1 } })),
        ...Array.from({ length: 3 }, () => () => expireSession(s.id, afterTtl)),
      ]);
      const results = await Promise.allSettled(calls.map(jittered));
      for (const result of results) {
        if (result.status === "rejected") expect(result.reason).toBeInstanceOf(InvalidState);
      }
      const status = await expectSingleOutcome(s.id, ["completed", "expired"]);
      expect(await prisma.billableUsage.count({ where: { sessionId: s.id } })).toBe(status === "completed" ? 1 : 0);
    }
  });

  it("nothing completes a session after it expired or was canceled", async () => {
    const c = client(api.baseUrl, merchant.testKey);
    const expired = (await c.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    expect(await expireSession(expired.id, new Date(new Date(expired.expires_at).getTime() + 1))).toBe("expired");
    const canceled = (await c.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    await cancelSession({ merchantId: merchant.merchantId, mode: "test" }, canceled.id);
    for (const id of [expired.id, canceled.id]) {
      expect(await runSandboxOutcome(id)).toBe("skipped");
      await expect(decideSession({ merchantId: merchant.merchantId, mode: "test", sessionId: id, signals: {} })).rejects.toBeInstanceOf(InvalidState);
    }
    await expectSingleOutcome(expired.id, ["expired"]);
    await expectSingleOutcome(canceled.id, ["canceled"]);
  });

  it("nothing completes a session past its TTL that is not expired yet (job or sweep pending)", async () => {
    const c = client(api.baseUrl, merchant.testKey);
    const overdue = (await c.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    await makeOverdue(overdue.id);
    expect(await runSandboxOutcome(overdue.id)).toBe("skipped");
    await expect(decideSession({ merchantId: merchant.merchantId, mode: "test", sessionId: overdue.id, signals: {} })).rejects.toBeInstanceOf(InvalidState);
    const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: overdue.id } });
    expect(["created", "expired"]).toContain(row.status);
    expect(await prisma.vic.count({ where: { sessionId: overdue.id } })).toBe(0);
  });
});
