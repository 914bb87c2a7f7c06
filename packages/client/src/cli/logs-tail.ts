import { setTimeout as sleep } from "node:timers/promises";
import type { RequestLogEntry } from "../api-types.js";
import { AuthenticationError, PermissionError } from "../http/errors.js";
import { apiRoot } from "../http/transport.js";
import { Proofbase } from "../proofbase.js";
import { EventFollower } from "./event-follower.js";
import type { Output } from "./listen.js";
import type { LogsTailOptions } from "./logs-tail-options.js";

const consoleOutput: Output = { print: (line) => console.log(line), warn: (line) => console.error(line) };

/** One line per request: when it arrived, status, method, path, request id, and the error code of a refusal. */
export function requestLine(entry: RequestLogEntry): string {
  return `${entry.created_at}  ${entry.status}  ${entry.method.padEnd(6)} ${entry.path}  ${entry.id}${entry.error_code ? `  ${entry.error_code}` : ""} (${entry.latency_ms} ms)`;
}

/** Its own polls are requests of the account too: printing them would fill the screen with itself. */
const isTailPoll = (entry: RequestLogEntry) => entry.method === "GET" && /^\/api\/v1\/request-log(\/|$)/.test(entry.path);

const isFatal = (error: unknown) => error instanceof AuthenticationError || error instanceof PermissionError;

/**
 * `proofbase logs tail`: polls the request log with the key (its filters passed to the API) and
 * prints each new entry, oldest first, until `stop` aborts (Ctrl-C). Only what is logged after it
 * starts is printed, and never a read of the request log itself (its own polls). Resolves with
 * the exit code.
 */
export async function runLogsTail(options: LogsTailOptions, stop: AbortSignal, out: Output = consoleOutput): Promise<number> {
  const root = apiRoot(options.baseUrl);
  const proofbase = new Proofbase(options.apiKey, { baseUrl: options.baseUrl });
  const filter = {
    ...(options.status && { status: options.status }),
    ...(options.path && { path: options.path }),
    ...(options.requestId && { request_id: options.requestId }),
  };
  const follower = new EventFollower<RequestLogEntry>(
    (cursor) => proofbase.requestLog.list({ ...filter, limit: 100, cursor }, { signal: stop }).page(),
    { newestMs: null, seen: {} },
    undefined,
    (entry) => Date.parse(entry.created_at),
  );
  try {
    await follower.startFromNow();
  } catch (error) {
    if (stop.aborted) return 0;
    out.warn(`proofbase logs tail: cannot read the request log of ${root}: ${(error as Error).message}`);
    return 1;
  }
  const mode = options.apiKey.startsWith("pb_sk_live_") ? "live" : "test";
  out.print(`Ready. Following ${mode} requests logged by ${root}. Press Ctrl-C to stop.`);

  while (!stop.aborted) {
    try {
      for (const entry of await follower.poll()) {
        if (!isTailPoll(entry)) out.print(requestLine(entry));
        follower.markSeen(entry);
      }
    } catch (error) {
      if (stop.aborted) break;
      if (isFatal(error)) {
        out.warn(`proofbase logs tail: ${(error as Error).message}`);
        return 1;
      }
      out.warn(`proofbase logs tail: reading the request log failed (${(error as Error).message}); trying again`);
    }
    await sleep(options.intervalMs, undefined, { signal: stop }).catch(() => undefined);
  }
  return 0;
}
