import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestMerchant } from "../../../test/support/factories.js";
import { spawnService } from "../../../test/support/processes.js";
import { pool, prisma } from "../../platform/db/client.js";
import { opsActor } from "./actor.js";
import { canonicalRow, chainHash, GENESIS_HASH } from "./audit-hash.js";
import { recordAudit, type AuditDetails } from "./record-audit.js";
import { sha256Hex } from "../../platform/crypto/sha256.js";
import { verifyAuditChain } from "./verify-audit-chain.js";

/** A merchant with `extra` more rows after the factory's own (its live access enabled by ops). */
async function merchantWithRows(extra: number) {
  const merchant = await createTestMerchant();
  for (let i = 0; i < extra; i++) {
    await prisma.$transaction((tx) =>
      recordAudit(tx, { merchantId: merchant.merchantId, actor: opsActor("test"), action: `testAction${i}`, target: `thing:${i}`, ip: "203.0.113.9" }),
    );
  }
  return merchant;
}

/** Runs `sql` as a superuser that switched the append-only triggers off for its transaction (an attacker with the database). */
async function tamper(sql: string, values: unknown[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query(sql, values);
    await client.query("COMMIT");
  } finally {
    client.release();
  }
}

function auditVerify(args: string[]) {
  const cli = spawnService("src/cli.ts", {}, ["audit-verify", ...args]);
  return cli.exited.then((code) => ({ code, stdout: cli.stdout(), output: cli.output() }));
}

const rowsOf = (merchantId: string) => prisma.auditLogEntry.findMany({ where: { merchantId }, orderBy: { seq: "asc" } });

describe("the audit log's hash chain", () => {
  it("links each row to the previous one: seq 1, 2, 3..., genesis first, hash = sha256(prev_hash || canonical row), time increasing", async () => {
    const { merchantId } = await merchantWithRows(3);
    const rows = await rowsOf(merchantId);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(rows[0]).toMatchObject({ action: "enableLiveAccess", actorType: "ops", actorId: "test", target: `merchant:${merchantId}`, prevHash: GENESIS_HASH });
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
      expect(rows[i]!.createdAt.getTime()).toBeGreaterThan(rows[i - 1]!.createdAt.getTime());
    }
    for (const row of rows) expect(row.hash).toBe(chainHash(row.prevHash, row));
    // The documented canonical form, spelled out once for anyone verifying with other tools.
    const third = rows[2]!;
    expect(canonicalRow(third)).toBe(
      JSON.stringify([3, third.id, merchantId, third.createdAt.toISOString(), "ops", "test", null, "testAction1", "thing:1", null, "203.0.113.9", null, null]),
    );
    expect(await verifyAuditChain(merchantId)).toEqual({ merchantId, rows: 4, head: { seq: 4, hash: rows[3]!.hash }, broken: null });
  });

  it("stays one chain under concurrent appends of one account (the head is locked)", async () => {
    const { merchantId } = await createTestMerchant();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        prisma.$transaction((tx) => recordAudit(tx, { merchantId, actor: opsActor("test"), action: "concurrent", target: `n:${i}` })),
      ),
    );
    const rows = await rowsOf(merchantId);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.prevHash)).size).toBe(13);
    expect((await verifyAuditChain(merchantId)).broken).toBeNull();
  });

  it("is refused UPDATE, DELETE and TRUNCATE by Postgres, for the service's own connection", async () => {
    const { merchantId } = await merchantWithRows(1);
    const [row] = await rowsOf(merchantId);
    await expect(prisma.auditLogEntry.updateMany({ where: { id: row!.id }, data: { actorEmail: "someone@else.test" } })).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(prisma.auditLogEntry.deleteMany({ where: { id: row!.id } })).rejects.toThrow(/append-only: DELETE refused/);
    await expect(prisma.$executeRawUnsafe("TRUNCATE audit_log")).rejects.toThrow(/append-only: TRUNCATE refused/);
    // Deleting the account would erase its history: refused too.
    await expect(prisma.merchant.delete({ where: { id: merchantId } })).rejects.toThrow();
    expect((await prisma.auditLogEntry.findUniqueOrThrow({ where: { id: row!.id } })).actorEmail).toBe(row!.actorEmail);
  });

  it("names the row a superuser changed behind the triggers, in the verifier and the CLI (exit 1)", async () => {
    const merchant = await merchantWithRows(4);
    const rows = await rowsOf(merchant.merchantId);
    const ok = await auditVerify(["--email", merchant.email]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`OK: account ${merchant.merchantId}, 5 rows, hash chain intact; head seq 5, hash ${rows[4]!.hash}`);

    await tamper("UPDATE audit_log SET ip = '198.51.100.1' WHERE id = $1", [rows[2]!.id]);
    expect((await verifyAuditChain(merchant.merchantId)).broken).toEqual({
      id: rows[2]!.id,
      seq: 3,
      problem: "hash does not match the row's content: a field was changed after it was written",
    });
    const broken = await auditVerify(["--merchant", merchant.merchantId]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`BROKEN: account ${merchant.merchantId}, first broken row ${rows[2]!.id} (seq 3): hash does not match`);
    expect(broken.stdout).toContain("2 rows before it hold");
  });

  it("names the next row when a tampered row's hash was recomputed too, and the row after a deleted one", async () => {
    const rewritten = await merchantWithRows(3);
    const a = await rowsOf(rewritten.merchantId);
    const forged = { ...a[1]!, actorId: "nobody" };
    await tamper("UPDATE audit_log SET actor_id = 'nobody', hash = $2 WHERE id = $1", [a[1]!.id, chainHash(forged.prevHash, forged)]);
    expect((await verifyAuditChain(rewritten.merchantId)).broken).toMatchObject({ id: a[2]!.id, seq: 3, problem: expect.stringContaining("prev_hash is not the hash of row seq 2") });

    const cut = await merchantWithRows(3);
    const b = await rowsOf(cut.merchantId);
    await tamper("DELETE FROM audit_log WHERE id = $1", [b[1]!.id]);
    expect((await verifyAuditChain(cut.merchantId)).broken).toMatchObject({ id: b[2]!.id, seq: 3, problem: expect.stringContaining("a row is missing before it") });
  });

  it("covers details where a row has them, and verifies rows written before details existed unchanged (CLI too)", async () => {
    const { merchantId, email } = await createTestMerchant();
    // A row as the code before details wrote it: its hash over the 13 fields, computed here by hand.
    const head = (await rowsOf(merchantId)).at(-1)!;
    const old = { id: `aud_old${randomBytes(8).toString("hex")}`, seq: head.seq + 1, at: new Date(head.createdAt.getTime() + 1) };
    const oldHash = sha256Hex(head.hash + JSON.stringify([old.seq, old.id, merchantId, old.at.toISOString(), "ops", "cli", null, "oldAction", null, null, null, null, null]));
    await prisma.auditLogEntry.create({
      data: { id: old.id, merchantId, seq: old.seq, createdAt: old.at, actorType: "ops", actorId: "cli", action: "oldAction", prevHash: head.hash, hash: oldHash },
    });
    // Then rows with details: keys out of order at every level (jsonb stores them in its own order).
    const details = { changed_fields: ["sms_name", "retention_days"], zeta: { b: 2, a: [{ y: 1, x: 0 }] } } as AuditDetails;
    await prisma.$transaction((tx) => recordAudit(tx, { merchantId, actor: opsActor("test"), action: "settingsChanged", details }));
    await prisma.$transaction((tx) => recordAudit(tx, { merchantId, actor: opsActor("test"), action: "plain" }));
    const rows = await rowsOf(merchantId);
    expect(rows.map((r) => r.details)).toEqual([null, null, details, null]);
    const withDetails = rows[2]!;
    expect(canonicalRow(withDetails)).toBe(
      JSON.stringify([3, withDetails.id, merchantId, withDetails.createdAt.toISOString(), "ops", "test", null, "settingsChanged", null, null, null, null, null, { changed_fields: ["sms_name", "retention_days"], zeta: { a: [{ x: 0, y: 1 }], b: 2 } }]),
    );
    expect(await verifyAuditChain(merchantId)).toMatchObject({ rows: 4, broken: null });
    const cli = await auditVerify(["--email", email]);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain("4 rows, hash chain intact");

    await tamper(`UPDATE audit_log SET details = '{"changed_fields": ["sms_name"]}' WHERE id = $1`, [withDetails.id]);
    expect((await verifyAuditChain(merchantId)).broken).toMatchObject({ id: withDetails.id, seq: 3, problem: expect.stringContaining("a field was changed") });
  });

  it("CLI: an unknown account or a wrong pair of options is an error in words (exit 1)", async () => {
    const unknown = await auditVerify(["--email", "nobody-here@example.test"]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("no account has this email");
    const both = await auditVerify(["--email", "a@example.test", "--merchant", "acct_x"]);
    expect(both.code).toBe(1);
    expect(both.output).toContain("exactly one of --email and --merchant");
  });
});
