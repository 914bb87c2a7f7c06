import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A primary and a streaming replica of the file's own (pg_basebackup -R), so pausing the replica's
// replay (the lag this file creates) disturbs nobody else; the service gets both URLs.
const cluster = await vi.hoisted(async () => {
  const { chmodSync, mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { freePort } = await import("./support/anvil.js");
  const { startPostgres, startReplica } = await import("./support/private-postgres.js");
  const { createMigratedDatabase } = await import("./support/private-database.js");
  const dir = mkdtempSync(join(tmpdir(), "proofbase-replica-"));
  chmodSync(dir, 0o755); // the postgres user reaches its data directories inside
  const primary = await startPostgres(dir, await freePort());
  process.env.DATABASE_URL = await createMigratedDatabase(primary.url("postgres"), "proofbase");
  const replica = await startReplica(primary, dir, await freePort());
  process.env.DATABASE_REPLICA_URL = replica.url("proofbase");
  return { dir, primary, replica };
});

import { rmSync } from "node:fs";
import { disconnectDb } from "../src/platform/db/client.js";
import { withClient } from "../src/platform/db/one-off-client.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";
import { seedSessions } from "./support/seed-sessions.js";
import { waitFor } from "./support/wait.js";

const onPrimary = <T>(sql: string) => withClient(process.env.DATABASE_URL!, async (c) => (await c.query(sql)).rows as T[]);
const onReplica = <T>(sql: string) => withClient(process.env.DATABASE_REPLICA_URL!, async (c) => (await c.query(sql)).rows as T[]);

/** Waits until the replica has replayed everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const [{ lsn }] = (await onPrimary<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")) as [{ lsn: string }];
  await waitFor(
    async () => (await onReplica<{ done: boolean }>(`SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`))[0]!.done,
    "the replica to replay the primary's writes",
  );
}

/** Stops the replica's replay: from here it lags behind every write, for as long as the test needs. */
async function pauseReplay(): Promise<void> {
  await onReplica("SELECT pg_wal_replay_pause()");
  await waitFor(async () => (await onReplica<{ state: string }>("SELECT pg_get_wal_replay_pause_state() AS state"))[0]!.state === "paused", "replay to pause");
}

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api?.close();
  await disconnectDb();
  await cluster.replica.stop();
  await cluster.primary.stop();
  rmSync(cluster.dir, { recursive: true, force: true });
});

describe("with a read replica (DATABASE_REPLICA_URL) that lags", () => {
  it("serves the GET and the list of sessions from the replica to a caller who has not written lately", async () => {
    const merchant = await createTestMerchant();
    await seedSessions(merchant.merchantId, "test", 1); // on the primary, not through the API: no write of the caller
    await replicaCaughtUp();
    await pauseReplay();
    try {
      // A second session, only on the primary now.
      const [newer] = await onPrimary<{ id: string }>(`
        INSERT INTO verification_sessions (id, merchant_id, mode, status, flows, client_token_hash, metadata, expires_at, completed_at, created_at, updated_at)
        SELECT 'vs_lagging' || md5(id), merchant_id, mode, status, flows, md5(client_token_hash), metadata, expires_at, completed_at, now(), now()
          FROM verification_sessions WHERE merchant_id = '${merchant.merchantId}'
        RETURNING id`);
      const api_ = client(api.baseUrl, merchant.testKey);
      const list = await api_.get("/api/v1/verification-sessions");
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(1); // what the replica has
      expect((await api_.get(`/api/v1/verification-sessions/${newer!.id}`)).status).toBe(404);
      expect((await api_.get(`/api/v1/verification-sessions/${list.body.data[0].id}`)).status).toBe(200);
    } finally {
      await onReplica("SELECT pg_wal_replay_resume()");
    }
  });

  it("reads a caller's own write right after it, and authenticates a key the replica has not seen, while replay is paused", async () => {
    await replicaCaughtUp();
    await pauseReplay();
    try {
      const merchant = await createTestMerchant(); // its API key exists only on the primary
      const api_ = client(api.baseUrl, merchant.testKey);
      const created = await api_.post("/api/v1/verification-sessions", { flows: ["wallet"] });
      expect(created.status).toBe(201);
      const read = await api_.get(`/api/v1/verification-sessions/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: created.body.id, status: created.body.status });
      const list = await api_.get("/api/v1/verification-sessions");
      expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
      expect(await onReplica(`SELECT id FROM verification_sessions WHERE id = '${created.body.id}'`)).toEqual([]); // the replica does lag
    } finally {
      await onReplica("SELECT pg_wal_replay_resume()");
    }
  });
});
