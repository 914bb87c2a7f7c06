import { withClient } from "../../src/platform/db/one-off-client.js";
import type { Ledger } from "./ledger.js";
import { describeCounts, tally, type Row } from "./reconcile.js";

/**
 * The redaction load's rows (docs/chaos.md, docs/privacy.md): every acknowledged redaction's
 * session is `redacted` after the drain, and its personal value (`metadata.chaos_person`) is in
 * no text, JSON, array or bytea column of any table: the whole database is searched.
 */
export async function reconcileRedaction(ledger: Ledger, databaseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const acknowledged = ledger.redactions.filter((r) => r.outcome === "acknowledged");
  const notAcknowledged = ledger.redactions.filter((r) => r.outcome !== "acknowledged");
  const { unfinished, left } = await withClient(databaseUrl, async (client) => {
    const ids = acknowledged.map((r) => r.sessionId);
    const done = await client.query<{ id: string }>("SELECT id FROM verification_sessions WHERE id = ANY($1::text[]) AND redaction_status = 'redacted'", [ids]);
    const redacted = new Set(done.rows.map((r) => r.id));
    const columns = await client.query<{ table: string; column: string; type: string }>(`
      SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
        FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')`);
    const patterns = acknowledged.map((r) => `%${r.person}%`);
    const hits: string[] = [];
    if (patterns.length > 0)
      for (const { table, column, type } of columns.rows) {
        const text = type === "bytea" ? `encode("${column}", 'escape')` : `"${column}"::text`;
        const found = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}" WHERE ${text} LIKE ANY ($1::text[])`, [patterns]);
        for (let i = 0; i < Number(found.rows[0]!.n); i++) hits.push(`${table}.${column}`);
      }
    return { unfinished: ids.filter((id) => !redacted.has(id)), left: hits };
  });
  rows.push({ kind: "loss", check: "acknowledged redactions not redacted", value: unfinished.length, note: unfinished.length ? `e.g. ${unfinished.slice(0, 3).join(", ")}` : undefined });
  rows.push({ kind: "loss", check: "personal data left after redaction", value: left.length, note: left.length ? describeCounts(tally(left, (h) => h)) : undefined });
  rows.push({ kind: "info", check: "redactions asked (completed sessions)", value: ledger.redactions.length });
  rows.push({ kind: "info", check: "  acknowledged (200)", value: acknowledged.length });
  rows.push({ kind: "info", check: "  not acknowledged", value: notAcknowledged.length, note: describeCounts(tally(notAcknowledged, (r) => r.detail ?? r.outcome)) || undefined });
  return rows;
}
