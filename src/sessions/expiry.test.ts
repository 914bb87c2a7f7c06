import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_TTL_SECONDS = "2";
});

import { prisma } from "../platform/db/client.js";
import { QUEUES } from "../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { eventsAbout, eventTypesAbout } from "../../test/support/sessions.js";
import { waitFor } from "../../test/support/wait.js";
import { runWorkers } from "../../test/support/workers.js";
import { expireSession } from "./expire-session.js";

let api: TestApi;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  workers = await runWorkers([QUEUES.sandbox, QUEUES.sessionExpiry]);
  merchant = await createTestMerchant();
});
afterAll(async () => {
  await workers.stop();
  await api.close();
});

describe("session expiry at the TTL (session-expiry worker)", () => {
  it("expires abandoned test sessions and untouched live sessions once, with verification_session.expired", async () => {
    const test = client(api.baseUrl, merchant.testKey);
    const live = client(api.baseUrl, merchant.liveKey);
    const abandoned = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    const liveSession = (await live.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    const approved = (await test.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;

    for (const [caller, id] of [
      [test, abandoned.id],
      [live, liveSession.id],
    ] as const) {
      const expired = await waitFor(async () => {
        const res = await caller.get(`/api/v1/verification-sessions/${id}`);
        return res.body.status === "expired" ? res.body : null;
      }, `${id} to expire`);
      expect(expired.last_error).toMatchObject({ code: "session_expired" });
      expect(new Date(expired.expires_at).getTime()).toBeLessThanOrEqual(Date.now());
      const events = await eventsAbout(id);
      expect(events.map((e) => e.type)).toEqual(["verification_session.created", "verification_session.expired"]);
      expect(events[1]!.data).toEqual(expired);
      // A second expiry (a redelivered job, the sweeper) is a no-op.
      expect(await expireSession(id)).toBe("settled");
      expect(await eventTypesAbout(id)).toEqual(["verification_session.created", "verification_session.expired"]);
    }

    // The approved session completed long before its TTL; expiry leaves it alone.
    const done = await test.get(`/api/v1/verification-sessions/${approved.id}`);
    expect(done.body.status).toBe("completed");
    expect(await eventTypesAbout(approved.id)).toEqual(["verification_session.completed", "verification_session.created"]);
  });

  it("never expires a session before its expires_at", async () => {
    const test = client(api.baseUrl, merchant.testKey);
    const s = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    await prisma.verificationSession.update({ where: { id: s.id }, data: { expiresAt: new Date(Date.now() + 60_000) } });
    expect(await expireSession(s.id)).toBe("not_due");
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: s.id } })).status).toBe("created");
  });
});
