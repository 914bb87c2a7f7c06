// Baseline (child process): the physical floor of one HTTP request plus one Postgres statement on
// this machine. A bare Express app, JSON body parsing, a pg pool of 10, no auth, no transaction,
// no Redis. POST /insert does one INSERT; GET /select/:id does one primary-key SELECT of a session.
import express from "express";
import pg from "pg";
import { newId } from "../../src/platform/ids.js";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.disable("x-powered-by");
app.set("etag", false);
app.use(express.json({ limit: "64kb" }));

app.get("/ready", async (_req, res) => {
  await pool.query("SELECT 1");
  res.json({ ready: true });
});

app.post("/insert", async (req, res) => {
  const body = req.body as { flows?: string[]; test_outcome?: string };
  const id = newId("session");
  const { rows } = await pool.query<{ created_at: Date }>(
    `INSERT INTO bench_floor_rows (id, merchant_id, mode, status, flows, test_outcome)
     VALUES ($1, $2, 'test', 'created', $3, $4) RETURNING created_at`,
    [id, "acct_floor", body.flows ?? [], body.test_outcome ?? null],
  );
  res.status(201).json({ id, object: "verification_session", status: "created", flows: body.flows, created_at: rows[0]?.created_at });
});

app.get("/select/:id", async (req, res) => {
  const { rows } = await pool.query("SELECT * FROM verification_sessions WHERE id = $1", [req.params.id]);
  if (rows.length === 0) res.status(404).json({ error: "not found" });
  else res.json(rows[0]);
});

const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => {
  server.close();
  server.closeIdleConnections();
  void pool.end().then(() => process.exit(0));
});
