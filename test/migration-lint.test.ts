// Every migration after the release baseline must be safe to run while the previous release
// serves traffic (contract section 18; the rules: docs/database.md, "Rules for a migration").
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lintMigrations, type LintOptions, type Migration, type Rule } from "./support/migration-lint.js";
import { LINT_BASELINE, RELEASES } from "./support/releases.js";

const MIGRATIONS_DIR = new URL("../prisma/migrations/", import.meta.url);
const options: LintOptions = { baseline: LINT_BASELINE, releasedVersions: RELEASES.map((r) => r.version) };

let cached: Migration[] | undefined;
function repositoryMigrations(): Migration[] {
  return (cached ??= readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, sql: readFileSync(new URL(`${entry.name}/migration.sql`, MIGRATIONS_DIR), "utf8") }))
    .sort((a, b) => (a.name < b.name ? -1 : 1)));
}

/** The rules `sql`, as a migration after the baseline, breaks: the repository's history first, so its tables exist. */
function rulesBrokenBy(sql: string): Rule[] {
  return lintMigrations([...repositoryMigrations(), { name: "99991231000000_sample", sql }], options).map((v) => v.rule);
}

describe("migration lint", () => {
  it("dates every new migration after the previous release's last one, so it is linted and applies after what is deployed", () => {
    const released = RELEASES.at(-1)!.lastMigration;
    const shipped = new Set(
      execFileSync("git", ["ls-tree", "--name-only", `${RELEASES.at(-1)!.commit}:prisma/migrations`], { cwd: fileURLToPath(new URL("..", import.meta.url)), encoding: "utf8" })
        .split("\n")
        .filter((name) => /^\d{14}_/.test(name)),
    );
    const misdated = repositoryMigrations().filter((m) => m.name <= released && !shipped.has(m.name)).map((m) => m.name);
    expect(misdated, `rename these to a timestamp after ${released}`).toEqual([]);
  });

  it("passes every migration in prisma/migrations", () => {
    const migrations = repositoryMigrations();
    expect(migrations.map((m) => m.name)).toContain(LINT_BASELINE);
    expect(RELEASES.at(-1)!.lastMigration <= LINT_BASELINE || migrations.some((m) => m.name === RELEASES.at(-1)!.lastMigration)).toBe(true);
    expect(lintMigrations(migrations, options)).toEqual([]);
  });

  it("reads the baseline without linting it, but would refuse its blocking DDL after it", () => {
    const baseline = repositoryMigrations().filter((m) => m.name <= LINT_BASELINE);
    expect(lintMigrations(baseline, options)).toEqual([]);
    const violations = lintMigrations(baseline, { ...options, baseline: "0" });
    expect(violations.map((v) => `${v.migration} ${v.rule}`)).toContain("20261126180000_search_indexes blocking-index");
    expect(violations.map((v) => `${v.migration} ${v.rule}`)).toContain("20261127140000_partitioned_event_log rename");
  });

  it.each<[string, string, Rule[]]>([
    ["a plain index on an existing table", `CREATE INDEX "events_type_idx" ON "events" ("type");`, ["blocking-index"]],
    ["a unique index on an existing table", `CREATE UNIQUE INDEX events_x_key ON public.events (type, id);`, ["blocking-index"]],
    ["CONCURRENTLY without the no-transaction marker", `CREATE INDEX CONCURRENTLY IF NOT EXISTS "e_idx" ON "events" ("type");`, ["no-transaction-marker"]],
    ["other DDL in a no-transaction migration", `-- proofbase: no-transaction\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "e_idx" ON "events" ("type");\nALTER TABLE "events" ADD COLUMN "x" TEXT;`, ["no-transaction-statement"]],
    ["a concurrent build that cannot run twice", `-- proofbase: no-transaction\nCREATE INDEX CONCURRENTLY "e_idx" ON "events" ("type");`, ["no-transaction-statement"]],
    ["ADD COLUMN with a volatile default", `ALTER TABLE "customers" ADD COLUMN "token" TEXT NOT NULL DEFAULT gen_random_uuid()::text;`, ["volatile-default"]],
    ["ADD COLUMN with clock_timestamp()", `ALTER TABLE "merchants" ADD COLUMN "seen_at" TIMESTAMPTZ(3) DEFAULT clock_timestamp();`, ["volatile-default"]],
    ["ADD COLUMN of a serial", `ALTER TABLE "merchants" ADD COLUMN "seq" BIGSERIAL;`, ["volatile-default"]],
    ["ADD COLUMN NOT NULL without a default", `ALTER TABLE "merchants" ADD COLUMN "tier" TEXT NOT NULL;`, ["not-null-without-default"]],
    ["ADD COLUMN with an inline foreign key", `ALTER TABLE "customers" ADD COLUMN "owner_id" TEXT REFERENCES "merchants" ("id");`, ["inline-constraint"]],
    ["SET NOT NULL with no validated CHECK first", `ALTER TABLE "customers" ALTER COLUMN "kyc_status" SET NOT NULL;`, ["set-not-null"]],
    ["SET NOT NULL after a CHECK that is still NOT VALID", `ALTER TABLE "audit_log" ADD CONSTRAINT "a_c" CHECK ("ip" IS NOT NULL) NOT VALID;\nALTER TABLE "audit_log" ALTER COLUMN "ip" SET NOT NULL;`, ["set-not-null"]],
    ["a column type change", `ALTER TABLE "vics" ALTER COLUMN "tier" TYPE VARCHAR(20);`, ["type-change"]],
    ["a column type change (SET DATA TYPE)", `ALTER TABLE vics ALTER tier SET DATA TYPE VARCHAR(20), ADD COLUMN note TEXT;`, ["type-change"]],
    ["a column rename", `ALTER TABLE "customers" RENAME COLUMN "kyc_status" TO "status";`, ["rename"]],
    ["a table rename", `ALTER TABLE "customers" RENAME TO "clients";`, ["rename"]],
    ["a column drop without the marker", `ALTER TABLE "customers" DROP COLUMN "kyc_status";`, ["drop"]],
    ["a table drop without the marker", `DROP TABLE IF EXISTS "customer_notes" CASCADE;`, ["drop"]],
    ["a drop whose marker names an unreleased version", `-- proofbase: unread-since v9.0.0\nALTER TABLE "customers" DROP COLUMN "kyc_status";`, ["drop"]],
    ["a foreign key without NOT VALID", `ALTER TABLE "customers" ADD CONSTRAINT "c_fk" FOREIGN KEY ("merchant_id") REFERENCES "merchants" ("id");`, ["constraint-not-valid"]],
    ["a CHECK without NOT VALID", `ALTER TABLE "customers" ADD CONSTRAINT "c_check" CHECK (length("address") > 0);`, ["constraint-not-valid"]],
    ["a UNIQUE constraint that builds its index", `ALTER TABLE "customers" ADD CONSTRAINT "c_key" UNIQUE ("address", "merchant_id");`, ["constraint-index"]],
    ["VACUUM FULL", `VACUUM FULL "events";`, ["rewrite"]],
  ])("refuses %s", (_name, sql, rules) => {
    expect(rulesBrokenBy(sql)).toEqual(rules);
  });

  it.each<[string, string]>([
    ["a nullable ADD COLUMN", `ALTER TABLE "audit_log" ADD COLUMN "request_id" TEXT;`],
    ["ADD COLUMN with constant defaults", `ALTER TABLE "merchants" ADD COLUMN "a" BOOLEAN NOT NULL DEFAULT false, ADD COLUMN "b" TEXT[] DEFAULT ARRAY[]::TEXT[], ADD COLUMN "c" JSONB NOT NULL DEFAULT '{}'::jsonb, ADD COLUMN "d" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP, ADD COLUMN "e" INTEGER DEFAULT -1;`],
    ["a concurrent index in a no-transaction migration", `-- proofbase: no-transaction\n-- why: the event log's search by type\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "events_type_idx" ON "events" ("type");\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "x_key" ON "merchants" ("id", "created_at");\nDROP INDEX CONCURRENTLY IF EXISTS "old_idx";`],
    ["an index on ONLY a partitioned parent (catalog only)", `CREATE INDEX "events_type_idx" ON ONLY "events" ("type");`],
    ["anything on a table the same migration creates", `CREATE TABLE "notes" ("id" TEXT NOT NULL, "body" TEXT);\nCREATE INDEX "notes_body_idx" ON "notes" ("body");\nALTER TABLE "notes" ADD COLUMN "n" BIGSERIAL, ALTER COLUMN "body" SET NOT NULL, ADD CONSTRAINT "notes_fk" FOREIGN KEY ("id") REFERENCES "merchants" ("id");\nALTER TABLE "notes" RENAME COLUMN "body" TO "text";\nDROP TABLE "notes";`],
    ["constraints added NOT VALID, then validated, then SET NOT NULL", `ALTER TABLE "customers" ADD CONSTRAINT "customers_fk" FOREIGN KEY ("merchant_id") REFERENCES "merchants" ("id") NOT VALID;\nALTER TABLE "customers" ADD CONSTRAINT "customers_kyc_status_not_null" CHECK ("kyc_status" IS NOT NULL) NOT VALID;\nALTER TABLE "customers" VALIDATE CONSTRAINT "customers_kyc_status_not_null";\nALTER TABLE "customers" ALTER COLUMN "kyc_status" SET NOT NULL;`],
    ["a UNIQUE constraint over a concurrently built index", `ALTER TABLE "customers" ADD CONSTRAINT "c_key" UNIQUE USING INDEX "c_key";`],
    ["drops marked with the release that stopped reading them", `-- proofbase: unread-since v0.1.0\nALTER TABLE "customers" DROP COLUMN "kyc_status";\n-- proofbase: unread-since v0.1.0\nDROP TABLE "customer_notes";`],
    ["metadata-only changes", `ALTER TABLE "customers" ALTER COLUMN "kyc_status" DROP NOT NULL, ALTER COLUMN "kyc_status" SET DEFAULT 'none', DROP CONSTRAINT IF EXISTS "x";\nALTER TYPE "Mode" ADD VALUE 'sandbox';`],
  ])("accepts %s", (_name, sql) => {
    expect(rulesBrokenBy(sql)).toEqual([]);
  });
});
