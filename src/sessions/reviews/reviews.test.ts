import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../platform/db/client.js";
import { runSandboxOutcome } from "../sandbox.js";
import { client, type TestApi } from "../../../test/support/api.js";
import { type TestMerchant, createKey, createTestMerchant, startApiWithMerchant } from "../../../test/support/factories.js";
import { eventsAbout } from "../../../test/support/sessions.js";

// The sandbox outcome is applied by calling its domain function (the worker's job is tested in
// src/sessions/sandbox.test.ts), so reviews appear without waiting.
let api: TestApi;
let merchant: TestMerchant;
let test: ReturnType<typeof client>;

beforeAll(async () => {
  ({ api, merchant, test } = await startApiWithMerchant());
});
afterAll(() => api.close());

async function flaggedReview(c = test, body: Record<string, unknown> = { flows: ["wallet"] }) {
  const session = (await c.post("/api/v1/verification-sessions", { ...body, test_outcome: "review" })).body;
  expect(await runSandboxOutcome(session.id)).toBe("applied");
  const review = await prisma.review.findUniqueOrThrow({ where: { sessionId: session.id } });
  return { sessionId: session.id as string, reviewId: review.id };
}

describe("reviews", () => {
  it("GET /v1/reviews/:id presents a flagged review", async () => {
    const { sessionId, reviewId } = await flaggedReview();
    const res = await test.get(`/api/v1/reviews/${reviewId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: reviewId,
      object: "review",
      status: "flagged",
      verification_session: sessionId,
      decision: null,
      tier: null,
      note: null,
      resolved_at: null,
      livemode: false,
    });
    expect(res.body.reason).toContain("review");
  });

  it("approving settles the session as completed, with events in order: review.resolved, session completed, customer", async () => {
    const { sessionId, reviewId } = await flaggedReview();
    const res = await test.post(`/api/v1/reviews/${reviewId}/resolve`, { decision: "approve", tier: "enhanced", note: "docs checked" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "resolved", decision: "approve", tier: "enhanced", note: "docs checked", livemode: false });
    expect(res.body.resolved_at).not.toBeNull();
    expect((await test.get(`/api/v1/reviews/${reviewId}`)).body).toEqual(res.body);

    const session = (await test.get(`/api/v1/verification-sessions/${sessionId}`)).body;
    expect(session).toMatchObject({ status: "completed", vic: { tier: "enhanced" } });

    const resolvedEvents = await eventsAbout(reviewId);
    expect(resolvedEvents.map((e) => e.type)).toEqual(["review.flagged", "review.resolved"]);
    expect(resolvedEvents[1]!.data).toEqual(res.body);
    const sessionEvents = await eventsAbout(sessionId);
    expect(sessionEvents.map((e) => e.type).sort()).toEqual(["verification_session.completed", "verification_session.created"]);
    const completed = sessionEvents.find((e) => e.type === "verification_session.completed")!;
    expect(completed.data).toEqual(session);
    const customer = await prisma.event.findMany({
      where: { merchantId: merchant.merchantId, data: { path: ["address"], equals: session.customer_address } },
    });
    expect(customer.map((e) => e.type).sort()).toEqual(["customer.associated", "customer.kyc_status.changed"]);
    // One transaction, emitted in this order (timestamps may tie within a millisecond).
    expect(resolvedEvents[1]!.createdAt.getTime()).toBeLessThanOrEqual(completed.createdAt.getTime());
    for (const e of customer) expect(completed.createdAt.getTime()).toBeLessThanOrEqual(e.createdAt.getTime());

    const again = await test.post(`/api/v1/reviews/${reviewId}/resolve`, { decision: "reject" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state");
    expect((await eventsAbout(reviewId)).map((e) => e.type)).toEqual(["review.flagged", "review.resolved"]);
  });

  it("rejecting fails the session and rejects the customer", async () => {
    const { sessionId, reviewId } = await flaggedReview();
    const res = await test.post(`/api/v1/reviews/${reviewId}/resolve`, { decision: "reject" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "resolved", decision: "reject", tier: null });
    const session = (await test.get(`/api/v1/verification-sessions/${sessionId}`)).body;
    expect(session).toMatchObject({ status: "failed", vic: null, last_error: { code: "review_rejected" } });
    const sessionEvents = await eventsAbout(sessionId);
    expect(sessionEvents.map((e) => e.type).sort()).toEqual(["verification_session.created", "verification_session.failed"]);
    expect((await test.get(`/api/v1/customers/${session.customer_address}`)).body.kyc_status).toBe("rejected");
  });

  it("approving without a tier uses the default tier", async () => {
    const { sessionId, reviewId } = await flaggedReview(test, { flows: ["phone"] });
    const res = await test.post(`/api/v1/reviews/${reviewId}/resolve`, { decision: "approve" });
    expect(res.body.tier).toBe("verified");
    expect((await test.get(`/api/v1/verification-sessions/${sessionId}`)).body.vic.tier).toBe("verified");
  });

  it("concurrent resolutions: exactly one wins", async () => {
    const { sessionId, reviewId } = await flaggedReview();
    const results = await Promise.all(
      ["approve", "reject", "approve", "reject", "approve"].map((decision) => test.post(`/api/v1/reviews/${reviewId}/resolve`, { decision })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === "invalid_state")).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await eventsAbout(reviewId)).map((e) => e.type)).toEqual(["review.flagged", "review.resolved"]);
    expect((await eventsAbout(sessionId)).length).toBe(2);
  });

  it.each([
    [{}, "decision"],
    [{ decision: "maybe" }, "decision"],
    [{ decision: "reject", tier: "gold" }, "tier"],
    [{ decision: "approve", tier: "Not A Tier" }, "tier"],
    [{ decision: "approve", note: "n".repeat(1001) }, "note"],
    [{ decision: "approve", extra: true }, "extra"],
  ])("rejects the resolution %j naming %s, and leaves the review flagged", async (body, param) => {
    const { reviewId } = await flaggedReview(test, { flows: ["phone"] });
    const res = await test.post(`/api/v1/reviews/${reviewId}/resolve`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).status).toBe("flagged");
  });

  it("isolates reviews between merchants and modes (404 review_not_found) and checks scopes", async () => {
    const { sessionId, reviewId } = await flaggedReview();
    const other = await createTestMerchant();
    for (const key of [merchant.liveKey, other.testKey, other.liveKey]) {
      const c = client(api.baseUrl, key);
      expect((await c.get(`/api/v1/reviews/${reviewId}`)).body.error.code).toBe("review_not_found");
      const resolve = await c.post(`/api/v1/reviews/${reviewId}/resolve`, { decision: "approve" });
      expect(resolve.status).toBe(404);
      expect(resolve.body.error.code).toBe("review_not_found");
      expect((await c.get("/api/v1/reviews?limit=100")).body.data.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    }
    expect((await test.get("/api/v1/reviews/rev_missing")).status).toBe(404);

    const readOnly = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["decisioning:read"]));
    expect((await readOnly.get(`/api/v1/reviews/${reviewId}`)).status).toBe(200);
    const denied = await readOnly.post(`/api/v1/reviews/${reviewId}/resolve`, { decision: "approve" });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("missing_scope");
    const writeOnly = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["decisioning:write"]));
    expect((await writeOnly.get(`/api/v1/reviews/${reviewId}`)).body.error.code).toBe("missing_scope");

    expect((await prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).status).toBe("flagged");
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: sessionId } })).status).toBe("requires_review");
  });

  it("lists newest first, filters by status, and pages exactly while reviews are raised during the iteration", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const existing: string[] = [];
    for (let i = 0; i < 12; i++) existing.push((await flaggedReview(c, { flows: ["phone"] })).reviewId);
    const resolvedId = existing[3]!;
    expect((await c.post(`/api/v1/reviews/${resolvedId}/resolve`, { decision: "approve" })).status).toBe(200);

    const walk = async (filter: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; body: any } = await c.get(`/api/v1/reviews?limit=4${filter}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
        expect(res.status).toBe(200);
        expect(res.body.object).toBe("list");
        seen.push(...res.body.data.map((r: { id: string }) => r.id));
        cursor = res.body.next_cursor;
        await flaggedReview(c, { flows: ["phone"] }); // raised mid-iteration: newer than every cursor
      } while (cursor);
      return seen;
    };
    expect(await walk("")).toEqual([...existing].reverse());
    // Later walks start with the reviews the earlier ones raised.
    const snapshot = async (status: string) =>
      (
        await prisma.review.findMany({
          where: { merchantId: m.merchantId, mode: "test", status },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        })
      ).map((r) => r.id);
    const flagged = await snapshot("flagged");
    expect(flagged).not.toContain(resolvedId);
    expect(flagged.length).toBeGreaterThan(existing.length);
    expect(await walk("&status=flagged")).toEqual(flagged);
    expect(await walk("&status=resolved")).toEqual([resolvedId]);

    const bad = await c.get("/api/v1/reviews?status=open");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "status" });
  });
});
