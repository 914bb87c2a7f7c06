import { describe, expect, it } from "vitest";
import { prisma } from "./client.js";
import { defineLifecycle } from "./lifecycle.js";

const Reports = defineLifecycle({
  name: "usage report",
  model: "BillableUsage",
  field: "reportStatus",
  table: "billable_usage",
  column: "report_status",
  statuses: ["pending", "reported", "failed"],
  initial: ["pending"],
  transitions: { pending: ["reported", "failed"], reported: [], failed: ["pending"] },
});

describe("defineLifecycle", () => {
  it("allows exactly the declared moves", () => {
    expect(Reports.canTransition("pending", "reported")).toBe(true);
    expect(Reports.canTransition("reported", "pending")).toBe(false);
    expect(() => Reports.assertTransition(["pending", "failed"], "reported")).toThrow("usage report cannot go from failed to reported");
    expect(() => Reports.set("reported", "failed")).toThrow("usage report cannot go from reported to failed");
    expect(() => Reports.sql.move("failed", "reported")).toThrow("usage report cannot go from failed to reported");
  });

  it("refuses an undeclared transition before sending any statement", async () => {
    await expect(Reports.transition(prisma, { id: "usage_none", from: "reported", to: "pending" })).rejects.toThrow(
      "usage report cannot go from reported to pending",
    );
  });

  it("knows its statuses and the ones a row starts in", () => {
    expect(Reports.initial).toBe("pending");
    expect(Reports.created()).toBe("pending");
    expect(() => Reports.created("reported")).toThrow("a row is not created reported");
    expect(Reports.parse("failed")).toBe("failed");
    expect(() => Reports.parse("lost")).toThrow('usage report: unknown status "lost"');
  });

  it("gives Prisma filters and data", () => {
    expect(Reports.is("pending")).toEqual({ reportStatus: "pending" });
    expect(Reports.is(["pending", "failed"])).toEqual({ reportStatus: { in: ["pending", "failed"] } });
    expect(Reports.set("failed", "pending")).toEqual({ reportStatus: "pending" });
  });

  it("gives SQL whose statuses are parameters, never text", () => {
    const one = Reports.sql.is("pending", "u");
    expect([one.text, one.values]).toEqual(["u.report_status = $1", ["pending"]]);
    const many = Reports.sql.is(["pending", "failed"]);
    expect([many.text, many.values]).toEqual(["report_status = ANY ($1::text[])", [["pending", "failed"]]]);
    const { guard, set } = Reports.sql.move("pending", "reported", "u");
    expect([guard.text, guard.values, set.text, set.values]).toEqual(["u.report_status = $1", ["pending"], "report_status = $1", ["reported"]]);
  });

  it("moves only rows in a `from` status, and says how many moved", async () => {
    const merchantId = `acct_lifecycle${Date.now()}`;
    const ids = ["a", "b"].map((x) => `usage_lc${x}${Date.now()}`);
    await prisma.billableUsage.createMany({
      data: ids.map((id, i) => ({ id, merchantId, sessionId: `${id}_s`, vicId: `${id}_v`, occurredAt: new Date(), reportStatus: i === 0 ? "pending" : "reported" })),
    });
    expect(await Reports.transitionMany(prisma, { where: { merchantId }, from: "pending", to: "failed", data: { reportError: "no" } })).toBe(1);
    expect(await Reports.transition(prisma, { id: ids[0]!, from: "pending", to: "reported" })).toBe(false);
    expect(await Reports.transition(prisma, { id: ids[0]!, from: "failed", to: "pending" })).toBe(true);
    const rows = await prisma.billableUsage.findMany({ where: { merchantId }, orderBy: { id: "asc" }, select: { reportStatus: true, reportError: true } });
    expect(rows).toEqual([{ reportStatus: "pending", reportError: "no" }, { reportStatus: "reported", reportError: null }]);
    await prisma.billableUsage.deleteMany({ where: { merchantId } });
  });
});
