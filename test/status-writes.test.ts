// One owner per status column (docs/architecture.md, rule 3): every status column of the schema
// has a lifecycle (src/platform/db/lifecycle.ts), and no file writes a status value but through it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LIFECYCLES } from "./support/lifecycles.js";
import { loadDatamodel } from "./support/prisma-datamodel.js";
import { findStatusWrites } from "./support/status-writes.js";

const root = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "generated" || entry === "node_modules" ? [] : sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

const scan = (file: string, source: string) => findStatusWrites(file, source, LIFECYCLES);

describe("status writes", () => {
  it("every status column of the schema has an owner", async () => {
    const datamodel = await loadDatamodel(new URL("../prisma/schema/", import.meta.url));
    const statusFields = datamodel.models.flatMap((model) =>
      model.fields.filter((f) => f.kind === "scalar" && f.type === "String" && /^(status|\w+Status)$/.test(f.name)).map((f) => `${model.name}.${f.name}`),
    );
    expect(statusFields.sort()).toEqual(LIFECYCLES.map((l) => `${l.model}.${l.field}`).sort());
  });

  it("no file of src/, workers/ or scripts/ writes a status but through the column's owner", () => {
    const files = ["src", "workers", "scripts"].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const writes = files.flatMap((path) => scan(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8")));
    expect(writes.map((w) => `${w.file}:${w.line} ${w.why}: ${w.text}`)).toEqual([]);
  });

  describe("the scan itself", () => {
    const file = "src/somewhere/else.ts";

    it("finds a Prisma write of a literal status, in data and in the guard", () => {
      const found = scan(file, `
        await tx.webhookDelivery.updateMany({ where: { endpointId, status: { in: ["pending", "retrying"] } }, data: { status: "canceled" } });
        await prisma.billableUsage.updateMany({ where: { merchantId }, data: { reportStatus: FAILED } });
        await tx.review.create({ data: { id, status } });`);
      expect(found.map((w) => [w.line, w.text])).toEqual([
        [2, 'status: { in: ["pending", "retrying"] }'],
        [2, 'status: "canceled"'],
        [3, "reportStatus: FAILED"],
        [4, "status"],
      ]);
    });

    it("finds raw SQL writing or guarding a status column with a literal or an interpolated value", () => {
      const found = scan(file, `
        await query(Prisma.sql\`UPDATE phone_codes SET sms_status = 'canceled' WHERE id = \${id}\`);
        await tx.$executeRaw\`UPDATE vic_attestations SET failures = failures + 1 WHERE id = \${id} AND status IN ('pending', 'submitted')\`;
        await tx.$executeRaw\`UPDATE email_codes SET mail_error = NULL WHERE id = \${id} AND mail_status = \${QUEUED}\`;
        await pool.query("UPDATE billable_usage SET report_status = 'pending' WHERE id = $1", [id]);
        await tx.$executeRaw\`INSERT INTO sdk_flows (object_id) VALUES (\${id}) ON CONFLICT (object_id) DO UPDATE SET x = 1 WHERE sdk_flows.status = 'pending'\`;`);
      expect(found.map((w) => w.line)).toEqual([2, 3, 4, 5, 6]);
    });

    it("lets the owner's API through, and reads alone", () => {
      const found = scan(file, `
        await DeliveryLifecycle.transitionMany(tx, { where: { endpointId }, from: ACTIVE_DELIVERY_STATUSES, to: "canceled", data: { nextAttemptAt: null } });
        await tx.review.updateManyAndReturn({ where: { id, ...ReviewLifecycle.is("flagged") }, data: { ...ReviewLifecycle.set("flagged", "resolved") } });
        await tx.webhookEndpoint.create({ data: { id, status: EndpointLifecycle.initial } });
        const { set, guard } = AttestationLifecycle.sql.move("pending", "failed", "a");
        await tx.$executeRaw\`UPDATE vic_attestations AS a SET \${set} WHERE a.id = \${id} AND \${guard}\`;
        await prisma.webhookDelivery.findMany({ where: { status: "pending" } });
        await pool.query("SELECT count(*) FROM webhook_deliveries WHERE status = 'pending'");`);
      expect(found).toEqual([]);
    });

    it("lets the owner's file write its own column", () => {
      const owner = LIFECYCLES.find((l) => l.name === "ReportLifecycle")!.owner;
      expect(scan(owner, `await db.billableUsage.updateMany({ where: { id, reportStatus: "failed" }, data: { reportStatus: "pending" } });`)).toEqual([]);
      expect(scan(owner, `await db.review.updateMany({ where: { id }, data: { status: "resolved" } });`)).toHaveLength(1);
    });
  });
});
