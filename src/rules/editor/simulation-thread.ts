import pg from "pg";
import { parentPort } from "node:worker_threads";
import { decideParsed, type Decision, type ParsedRule, type Signals } from "../decide.js";
import type { RuleAction } from "../rule-schema.js";

// The rule simulator's replay, run on a worker thread (./simulation-threads.ts) so that neither
// reading up to 10,000 sessions' signals nor deciding them holds the api's event loop: the thread
// reads the rows itself, on a connection of its own, and answers only the counts and the first
// changes. Reading them on the event loop (node-postgres parsing each row and its timestamp, the
// garbage, the copy to the thread) held it 80-230 ms per run here, seconds on a loaded machine.
// It imports only the pure evaluator and the Postgres driver: no config, logger or Prisma.

export interface ReplayInput {
  current: ParsedRule[];
  draft: ParsedRule[];
  /** Reads the sessions to replay, newest first: `id`, `createdAt` and `signals` as JSON text. */
  statement: { text: string; values: unknown[] };
  databaseUrl: string;
  connectTimeoutMs: number;
  maxListed: number;
}

export interface StoredSession {
  id: string;
  createdAt: Date;
  signals: string;
}

export interface ReplayResult {
  current: Record<RuleAction, number>;
  draft: Record<RuleAction, number>;
  replayed: number;
  newestAt: Date | null;
  oldestAt: Date | null;
  changedCount: number;
  /** The first `maxListed` sessions whose outcome changes, newest first. */
  changed: { id: string; createdAt: Date; current: Decision; draft: Decision }[];
}

/** What the thread answers: the replay, or why it could not be done (a database error). */
export type ReplayAnswer = { result: ReplayResult } | { error: { message: string; code?: string } };

export function replay(input: Pick<ReplayInput, "current" | "draft" | "maxListed">, sessions: StoredSession[]): ReplayResult {
  const result: ReplayResult = {
    current: { approve: 0, decline: 0, review: 0 },
    draft: { approve: 0, decline: 0, review: 0 },
    replayed: sessions.length,
    newestAt: sessions[0]?.createdAt ?? null,
    oldestAt: sessions.at(-1)?.createdAt ?? null,
    changedCount: 0,
    changed: [],
  };
  for (const session of sessions) {
    const signals = (JSON.parse(session.signals) ?? {}) as Signals;
    const now = decideParsed(input.current, signals);
    const next = decideParsed(input.draft, signals);
    result.current[now.action] += 1;
    result.draft[next.action] += 1;
    if (now.action !== next.action || now.tier !== next.tier) {
      result.changedCount += 1;
      if (result.changed.length < input.maxListed) result.changed.push({ id: session.id, createdAt: session.createdAt, current: now, draft: next });
    }
  }
  return result;
}

/** Reads the sessions on a short-lived connection of the thread's own (one per run: a run is rare and holds nothing between runs), then replays them. */
export async function replayStored(input: ReplayInput): Promise<ReplayResult> {
  const client = new pg.Client({ connectionString: input.databaseUrl, connectionTimeoutMillis: input.connectTimeoutMs });
  await client.connect();
  let sessions: StoredSession[];
  try {
    sessions = (await client.query<StoredSession>({ text: input.statement.text, values: input.statement.values })).rows;
  } finally {
    await client.end();
  }
  return replay(input, sessions);
}

parentPort?.on("message", (input: ReplayInput) => {
  replayStored(input).then(
    (result) => parentPort!.postMessage({ result } satisfies ReplayAnswer),
    (error: Error & { code?: string }) => parentPort!.postMessage({ error: { message: error.message, code: error.code } } satisfies ReplayAnswer),
  );
});
