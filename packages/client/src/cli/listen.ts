import { setTimeout as sleep } from "node:timers/promises";
import type { Event } from "../api-types.js";
import { AuthenticationError, PermissionError } from "../http/errors.js";
import { apiRoot } from "../http/transport.js";
import { Proofbase } from "../proofbase.js";
import { generateWebhookSecret } from "../webhooks/signature.js";
import { EventFollower } from "./event-follower.js";
import { forwardEvent, type ForwardOutcome } from "./forward-event.js";
import type { ListenOptions } from "./listen-options.js";
import { defaultStateFile, loadState, saveState, type ListenState } from "./listen-state.js";

export interface Output {
  print: (line: string) => void;
  warn: (line: string) => void;
}

const consoleOutput: Output = { print: (line) => console.log(line), warn: (line) => console.error(line) };

/** One line per forwarded event: when it happened, its type and id, and what the local URL answered. */
function eventLine(event: Event, outcome: ForwardOutcome): string {
  const answer = "statusCode" in outcome ? `[${outcome.statusCode}]` : `failed: ${outcome.error}`;
  return `${event.created}  ${event.type.padEnd(32)} ${event.id}  -> ${answer} (${outcome.durationMs} ms)`;
}

const isFatal = (error: unknown) => error instanceof AuthenticationError || error instanceof PermissionError;

/**
 * `proofbase listen`: polls the event log with the key and forwards each new event, oldest
 * first, to the local URL, until `stop` aborts (Ctrl-C). Resolves with the exit code.
 */
export async function runListen(options: ListenOptions, stop: AbortSignal, out: Output = consoleOutput): Promise<number> {
  const root = apiRoot(options.baseUrl);
  const stateFile = options.stateFile ?? defaultStateFile(root, options.apiKey);
  const stored = loadState(stateFile);
  const state: ListenState = stored ?? { version: 1, secret: generateWebhookSecret(), position: { newestMs: null, seen: {} } };
  if (options.secret) state.secret = options.secret;

  const proofbase = new Proofbase(options.apiKey, { baseUrl: options.baseUrl });
  const follower = new EventFollower((cursor) => proofbase.events.list({ limit: 100, cursor }, { signal: stop }).page(), state.position);
  try {
    // The first request also proves the key works before anything is printed as ready.
    if (!stored && options.replaySinceMs === undefined) await follower.startFromNow();
    else await proofbase.events.list({ limit: 1 }, { signal: stop }).page();
  } catch (error) {
    if (stop.aborted) return 0;
    out.warn(`proofbase listen: cannot read the event log of ${root}: ${(error as Error).message}`);
    return 1;
  }
  saveState(stateFile, state);

  const mode = options.apiKey.startsWith("pb_sk_live_") ? "live" : "test";
  out.print(`Ready. Forwarding ${mode} events from ${root} to ${options.forwardTo.href}${options.events ? ` (only ${options.events.join(", ")})` : ""}`);
  out.print(`Webhook signing secret: ${state.secret}`);
  out.print(`Resume position kept in ${stateFile}. Press Ctrl-C to stop.`);

  let sinceMs = options.replaySinceMs;
  while (!stop.aborted) {
    try {
      const events = await follower.poll(sinceMs);
      sinceMs = undefined;
      for (const event of events) {
        if (stop.aborted) break;
        if (!options.events || options.events.includes(event.type)) {
          out.print(eventLine(event, await forwardEvent(options.forwardTo, event, state.secret, options.userAgent)));
        }
        follower.markSeen(event);
        saveState(stateFile, state);
      }
    } catch (error) {
      if (stop.aborted) break;
      if (isFatal(error)) {
        out.warn(`proofbase listen: ${(error as Error).message}`);
        return 1;
      }
      out.warn(`proofbase listen: reading the event log failed (${(error as Error).message}); trying again`);
    }
    await sleep(options.intervalMs, undefined, { signal: stop }).catch(() => undefined);
  }
  saveState(stateFile, state);
  out.print("Stopped.");
  return 0;
}
