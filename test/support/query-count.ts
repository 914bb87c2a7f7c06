import { setImmediate as nextTurn } from "node:timers/promises";
import { Redis } from "ioredis";
import pg from "pg";

/**
 * Counts the SQL statements and the Redis commands a piece of work sends, the way Django's
 * assertNumQueries does: every `query` of a node-postgres client (the app's pool, Prisma's
 * adapter and transactions included) and every command an ioredis connection writes (the app's
 * request connection, the queue producers, BullMQ's scripts). Process-wide: the work being
 * measured must be the only thing the process does meanwhile (the caller runs one request at a
 * time with nothing in the background), and `record` waits until every statement and command it
 * started has answered before it stops counting.
 */

export interface SqlCall {
  /** The text as sent, whitespace collapsed. */
  text: string;
  /** BEGIN / COMMIT / ROLLBACK / SAVEPOINT: a round trip, not a statement. */
  control: boolean;
  /** The values sent with it (to plan it again: EXPLAIN). */
  values: unknown[];
}

export interface RedisCall {
  /** Command name (a Lua script by its name) and its first key, ids and the run's prefix replaced. */
  text: string;
  /** Set on the first command of each write to the socket: a pipeline or MULTI/EXEC is one round trip. */
  roundTrip: boolean;
}

export interface Recording {
  sql: SqlCall[];
  redis: RedisCall[];
}

let recording: Recording | null = null;
let inFlight = 0;
let lastCall = 0;
let installed = false;

const CONTROL = /^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

function settledBy<T>(value: T): T {
  inFlight += 1;
  lastCall = performance.now();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    inFlight -= 1;
  };
  const then = (value as { then?: unknown } | undefined)?.then;
  if (typeof then === "function") (value as Promise<unknown>).then(finish, finish);
  else finish();
  return value;
}

/** Patches node-postgres and ioredis once per process; counting happens only inside `record`. */
export function installQueryCounting(): void {
  if (installed) return;
  installed = true;

  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (recording && typeof text === "string") {
      const collapsed = text.replace(/\s+/g, " ").trim();
      const values = (Array.isArray(args[1]) ? args[1] : typeof first === "object" ? first.values : undefined) ?? [];
      recording.sql.push({ text: collapsed, control: CONTROL.test(collapsed), values });
    }
    if (!recording) return query.apply(this, args);
    // pg-pool passes a callback; Prisma's adapter awaits the promise.
    const callbackAt = args.findIndex((arg) => typeof arg === "function");
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      let release: () => void = () => {};
      settledBy(new Promise<void>((resolve) => (release = resolve)));
      args[callbackAt] = (...results: unknown[]) => {
        release();
        callback(...results);
      };
      return query.apply(this, args);
    }
    return settledBy(query.apply(this, args));
  } as typeof pg.Client.prototype.query;

  const pipelines = new WeakSet<object>();
  const sendCommand = Redis.prototype.sendCommand as (this: Redis, command: RedisCommand, stream?: object) => unknown;
  Redis.prototype.sendCommand = function countedCommand(this: Redis, command: RedisCommand, stream?: object) {
    if (!recording) return sendCommand.call(this, command, stream);
    const pipelined = stream !== undefined && "isPipeline" in stream;
    const roundTrip = !pipelined || !pipelines.has(stream);
    if (pipelined) pipelines.add(stream);
    recording.redis.push({ text: describeCommand(this, command), roundTrip });
    return settledBy(sendCommand.call(this, command, stream));
  } as typeof Redis.prototype.sendCommand;
}

interface RedisCommand {
  name: string;
  args: unknown[];
}

/** `evalsha` of a script loaded by defineCommand (BullMQ's) is named after the script. */
function describeCommand(connection: Redis, command: RedisCommand): string {
  let name = command.name.toUpperCase();
  let args = command.args;
  if (name === "EVALSHA" || name === "EVAL") {
    const sha = String(args[0]);
    const scripts = (connection as unknown as { scriptsSet?: Record<string, { sha?: string }> }).scriptsSet ?? {};
    const script = Object.entries(scripts).find(([, value]) => value.sha === sha)?.[0];
    name = `${name} ${script ?? "<script>"}`;
    args = Number(args[1]) > 0 ? args.slice(2) : [];
  }
  const key = args[0] === undefined ? "" : ` ${normaliseKey(String(args[0]))}`;
  return `${name}${key}`;
}

/** The run's prefix, ids, numbers and hashes out of a key: the same command reads the same on every run. */
function normaliseKey(key: string): string {
  const prefix = process.env.QUEUE_PREFIX?.replace(/[{}]/g, "");
  let out = key;
  if (prefix) out = out.split(prefix).join("<prefix>");
  return out
    .replace(/\b[a-z]{2,5}_[0-9A-Za-z]{8,}\b/g, "<id>")
    .replace(/\b[0-9a-f]{32,}\b/g, "<hash>")
    .replace(/\d+/g, "N");
}

/** A statement with its values out: literals and numbers become `?`. */
export function normaliseSql(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, "?")
    .replace(/\$\d+/g, "?")
    .replace(/\b\d+\b/g, "?")
    .replace(/"public"\./g, "");
}

/**
 * Runs `work` and returns what it sent to Postgres and Redis, waiting until every statement and
 * command it started has answered and nothing new has been sent for `quietMs`.
 */
export async function record<T>(work: () => Promise<T>, quietMs = 50): Promise<{ result: T; recording: Recording }> {
  if (!installed) throw new Error("installQueryCounting() first");
  if (recording) throw new Error("one recording at a time");
  const current: Recording = { sql: [], redis: [] };
  recording = current;
  try {
    const result = await work();
    for (;;) {
      await nextTurn();
      if (inFlight === 0 && performance.now() - lastCall >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { result, recording: current };
  } finally {
    recording = null;
  }
}
