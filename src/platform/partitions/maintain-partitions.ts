import { pool } from "../db/client.js";
import { PARTITION_DAYS_AHEAD, PARTITIONED_TABLES, type PartitionedTable } from "./partitioned-tables.js";

const DAY_MS = 86_400_000;
// One run at a time across workers (pg_advisory_xact_lock); a second run waits, then finds nothing to do.
const LOCK_KEY = 72707371;
// Creating or dropping a partition locks its parent briefly; never queue writers behind a long wait.
const LOCK_TIMEOUT = "5s";
const DAY_PARTITION = /_p(\d{4})(\d{2})(\d{2})$/;

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
  /** Rows deleted from the default partitions (older than retention). */
  defaultRowsDeleted: number;
}

export interface MaintenanceOptions {
  now?: Date;
  tables?: readonly PartitionedTable[];
}

const utcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The day partitions of `table` with the day each starts. */
async function dayPartitions(client: import("pg").PoolClient, table: string): Promise<{ name: string; day: Date }[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = to_regclass($1)`,
    [quote(table)],
  );
  return rows.flatMap(({ name }) => {
    const m = DAY_PARTITION.exec(name);
    return m ? [{ name, day: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) }] : [];
  });
}

/**
 * Keeps the partitioned tables ready and within retention, in one transaction: creates the day
 * partitions from today to PARTITION_DAYS_AHEAD days ahead (moving any of their rows out of the
 * default partition), drops every day partition that ends at or before now - retention (the
 * event log's three tables together, so no delivery outlives its event), and deletes what the
 * default partitions hold older than that. Idempotent; concurrent runs serialize on an
 * advisory lock.
 */
export async function maintainPartitions(options: MaintenanceOptions = {}): Promise<MaintenanceResult> {
  const now = options.now ?? new Date();
  const tables = options.tables ?? PARTITIONED_TABLES;
  const result: MaintenanceResult = { created: [], dropped: [], defaultRowsDeleted: 0 };
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    await client.query("SELECT pg_advisory_xact_lock($1)", [LOCK_KEY]);
    const today = utcDay(now);
    for (const { table, key } of tables) {
      for (let ahead = 0; ahead <= PARTITION_DAYS_AHEAD; ahead++) {
        const day = isoDay(new Date(today.getTime() + ahead * DAY_MS));
        const { rows } = await client.query<{ created: boolean }>("SELECT pb_create_day_partition($1, $2, $3::date) AS created", [table, key, day]);
        if (rows[0]?.created) result.created.push(`${table}_p${day.replaceAll("-", "")}`);
      }
    }
    for (const { table, key, retentionDays } of tables) {
      const cutoff = new Date(now.getTime() - retentionDays() * DAY_MS);
      for (const partition of await dayPartitions(client, table)) {
        if (partition.day.getTime() + DAY_MS > cutoff.getTime()) continue;
        await client.query(`DROP TABLE ${quote(partition.name)}`);
        result.dropped.push(partition.name);
      }
      const deleted = await client.query(`DELETE FROM ${quote(`${table}_default`)} WHERE ${quote(key)} < $1`, [cutoff]);
      result.defaultRowsDeleted += deleted.rowCount ?? 0;
    }
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  } finally {
    client.release();
  }
}
