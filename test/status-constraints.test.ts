// The status columns' CHECK constraints (prisma/migrations) against the TypeScript constants
// they come from. Prisma's schema cannot express CHECK constraints, so schema-drift.test.ts
// does not compare them; this file does, for every CHECK constraint of the schema.
import { describe, expect, it } from "vitest";
import { pool } from "../src/platform/db/client.js";
import { ACTOR_TYPES } from "../src/http/audit/actor.js";
import { ASSIGNABLE_ROLES, ROLES } from "../src/http/auth/permissions.js";
import { CHAIN_TX_KINDS } from "../src/chain/chain-tx-lifecycle.js";
import { KYC_STATUSES } from "../src/customers/kyc-lifecycle.js";
import { DISABLED_REASONS } from "../src/events/webhooks/endpoint-status.js";
import { SIGNATURE_SCHEMES } from "../src/events/webhooks/secrets.js";
import { LIFECYCLES } from "./support/lifecycles.js";
import { ALERT_KINDS } from "../src/reporting/alerts/alert-kinds.js";

const STATUS_COLUMNS: { table: string; column: string; allowed: readonly string[] }[] = [
  // Every status column, from its owner (src/platform/db/lifecycle.ts).
  ...LIFECYCLES.map(({ table, column, statuses }) => ({ table, column, allowed: statuses })),
  { table: "webhook_endpoints", column: "disabled_reason", allowed: DISABLED_REASONS },
  { table: "webhook_endpoints", column: "signature_scheme", allowed: SIGNATURE_SCHEMES },
  // What unsuspend restores: never `suspended` itself.
  { table: "customers", column: "status_before_suspension", allowed: KYC_STATUSES.filter((s) => s !== "suspended") },
  { table: "chain_transactions", column: "kind", allowed: CHAIN_TX_KINDS },
  { table: "users", column: "role", allowed: ROLES },
  { table: "member_invitations", column: "role", allowed: ASSIGNABLE_ROLES },
  { table: "audit_log", column: "actor_type", allowed: ACTOR_TYPES },
  { table: "customer_notes", column: "author_type", allowed: ACTOR_TYPES },
  { table: "reviews", column: "resolved_by_type", allowed: ACTOR_TYPES },
  { table: "team_alerts", column: "kind", allowed: ALERT_KINDS },
];

interface CheckConstraint {
  table: string;
  name: string;
  columns: string[];
  definition: string;
}

async function checkConstraints(): Promise<CheckConstraint[]> {
  const { rows } = await pool.query<CheckConstraint>(`
    SELECT c.relname::text AS table, con.conname::text AS name, pg_get_constraintdef(con.oid) AS definition,
           ARRAY(SELECT a.attname::text FROM unnest(con.conkey) AS k(attnum)
                   JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS columns
      FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid
     WHERE con.contype = 'c' AND c.relnamespace = current_schema()::regnamespace
       -- a partition's constraints are its parent's (src/platform/partitions/)
       AND NOT c.relispartition`);
  return rows;
}

/** The values of `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`, as Postgres prints an IN list. */
function allowedValues(definition: string): string[] {
  const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
  if (!match) throw new Error(`not a CHECK (column IN (...)) constraint: ${definition}`);
  return [...match[2]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

describe("status CHECK constraints", () => {
  it("allow exactly the statuses of each lifecycle's TypeScript constant", async () => {
    const constraints = await checkConstraints();
    for (const { table, column, allowed } of STATUS_COLUMNS) {
      const found = constraints.filter((c) => c.table === table && c.columns.length === 1 && c.columns[0] === column);
      expect(found, `${table}.${column}: one CHECK constraint`).toHaveLength(1);
      expect(allowedValues(found[0]!.definition).sort(), `${table}.${column}`).toEqual([...allowed].sort());
    }
  });

  it("are the only CHECK constraints, so none escapes this comparison", async () => {
    const known = new Set(STATUS_COLUMNS.map(({ table, column }) => `${table}.${column}`));
    const unknown = (await checkConstraints()).filter((c) => !(c.columns.length === 1 && known.has(`${c.table}.${c.columns[0]}`)));
    expect(unknown.map((c) => `${c.table}: ${c.name} ${c.definition}`)).toEqual([]);
  });

  it("refuse a status outside the lifecycle", async () => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`
        INSERT INTO webhook_endpoints (id, merchant_id, mode, url, events, secret_ciphertext)
        VALUES ('we_check', 'acct_check', 'test', 'https://example.com', '{ping}', 'x')`);
      await client.query("SAVEPOINT before");
      await expect(client.query(`UPDATE webhook_endpoints SET status = 'paused' WHERE id = 'we_check'`)).rejects.toMatchObject({
        code: "23514",
        constraint: "webhook_endpoints_status_check",
      });
      await client.query("ROLLBACK TO SAVEPOINT before");
      await client.query(`UPDATE webhook_endpoints SET status = 'disabled' WHERE id = 'we_check'`);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});
