import pg from "pg";
import { migrate } from "../../src/platform/db/migrate.js";
import { databaseUrlOn, withClient } from "../../src/platform/db/one-off-client.js";

export const BENCH_DATABASE = "proofbase_bench";

/** postgresql://.../proofbase_bench on the server of BENCH_DATABASE_SERVER, or of DATABASE_URL, or the local default. */
export function benchDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const server = env.BENCH_DATABASE_SERVER ?? env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  return databaseUrlOn(server, BENCH_DATABASE);
}

const adminUrl = (databaseUrl: string) => databaseUrlOn(databaseUrl, "postgres");

/** Drops and recreates the bench's own database, migrated with the project's runner. */
export async function recreateBenchDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (name !== BENCH_DATABASE) throw new Error(`refusing to recreate "${name}": the bench only recreates ${BENCH_DATABASE}`);
  await withClient(adminUrl(databaseUrl), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
  await migrate(databaseUrl);
  // The INSERT baseline's table: the shape of a verification session row, nothing else.
  await withClient(databaseUrl, (client) =>
    client.query(`
      CREATE TABLE bench_floor_rows (
        id TEXT PRIMARY KEY,
        merchant_id TEXT NOT NULL,
        mode "Mode" NOT NULL,
        status TEXT NOT NULL,
        flows TEXT[],
        test_outcome TEXT,
        metadata JSONB NOT NULL DEFAULT '{}',
        created_at TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
      )`),
  );
}

export async function dropBenchDatabase(databaseUrl: string): Promise<void> {
  await withClient(adminUrl(databaseUrl), (client) => client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
}

/**
 * Seeds `count` events for one merchant and mode straight in SQL. Timestamps come in pairs (same
 * millisecond), as they do under load, so keyset paging exercises its id tie-break too. `data` is a
 * session-sized object, like a real verification_session.* event.
 */
export async function seedEvents(databaseUrl: string, merchantId: string, mode: "test" | "live", count: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO events (id, merchant_id, mode, type, data, created_at)
       SELECT 'evt_bench' || lpad(g::text, 15, '0'),
              $1,
              $2::"Mode",
              -- Session events only: their data is the session object below, as the API presents it.
              (ARRAY['verification_session.created', 'verification_session.completed',
                     'verification_session.failed', 'verification_session.expired'])[1 + g % 4],
              jsonb_build_object(
                'id', 'vs_bench' || lpad(g::text, 16, '0'),
                'object', 'verification_session',
                'livemode', $2 = 'live',
                'status', 'completed',
                'flows', jsonb_build_array('wallet', 'phone'),
                'customer_address', '0x' || lpad(to_hex(g), 40, '0'),
                'client_token', null,
                'url', null,
                'return_url', null,
                'test_outcome', null,
                'vic', null,
                'expires_at', to_char(now() + interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'completed_at', null,
                'last_error', null,
                'metadata', jsonb_build_object('order_id', 'order_' || g),
                'created_at', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              date_trunc('milliseconds', now()) - ((g / 2) * interval '13 milliseconds')
         FROM generate_series(1, $3::int) AS g`,
      [merchantId, mode, count],
    );
    await client.query("ANALYZE events");
  });
}

export async function databaseVersion(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? "unknown");
}

/**
 * Writes out what earlier scenarios left dirty (CHECKPOINT), so a checkpoint they made due does
 * not run through the next scenario's measurement (one did, through a whole retry-storm phase:
 * healthy p99 23 → 131 ms). Returns null, or why it could not (CHECKPOINT needs superuser or
 * pg_checkpoint).
 */
export async function settleDatabase(databaseUrl: string): Promise<string | null> {
  try {
    await withClient(databaseUrl, (client) => client.query("CHECKPOINT"));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** EXPLAIN ANALYZE of a query, for the report's evidence (text lines). */
export async function explain(databaseUrl: string, sql: string, params: unknown[]): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    return rows.map((row) => row["QUERY PLAN"]);
  });
}

// Held (on the server's `postgres` database) for the whole run: two runs would recreate each
// other's database and share a Redis prefix.
const BENCH_LOCK_KEY = 72707370;

/** Takes the bench's advisory lock, or fails if another run holds it; resolves to its release. */
export async function acquireBenchLock(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [BENCH_LOCK_KEY]);
  if (!rows[0]?.locked) {
    await client.end();
    throw new Error("another `npm run bench` is running against this Postgres server; wait for it to finish");
  }
  return () => client.end(); // closing the session releases the lock
}
