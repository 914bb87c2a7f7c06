import { parseArgs } from "node:util";
import { EVENT_TYPES, type EventType } from "../webhooks/events.js";
import { baseUrlRefusal } from "./base-url-check.js";

export const LISTEN_HELP = `Usage: proofbase listen --forward-to <url> [options]

Follows your account's event log (GET /v1/events) and POSTs each new event to a local URL,
signed and shaped exactly as Proofbase delivers webhooks. Needs no inbound network.

Required:
  --forward-to <url>     where to POST events, e.g. http://localhost:4000/webhooks

Environment:
  PROOFBASE_API_KEY      secret key with the webhooks:manage scope (preferred to --api-key)
  PROOFBASE_BASE_URL     the Proofbase deployment (default: http://127.0.0.1:3000)

Options:
  --api-key <key>        the key when PROOFBASE_API_KEY is unset; other users of this machine
                         can read it in the process list, so prefer the variable
  --base-url <url>       the Proofbase deployment (default: $PROOFBASE_BASE_URL); https://, or
                         http:// on localhost, 127.0.0.0/8 or [::1] only
  --events <types>       comma-separated event types to forward (default: all)
  --replay-since <time>  first forward again every event since this ISO 8601 instant, then follow
  --secret <pbwh_...>    sign with this secret (default: generated once, kept in the state file)
  --interval <ms>        how often to poll the event log (default: 1000)
  --state-file <path>    where the secret and the position are kept
                         (default: ~/.proofbase/listen-<hash of base URL and key>.json)
  --user-agent <value>   User-Agent of forwarded requests (default: Proofbase-Webhook/2.0)
  -h, --help             show this help

Stops cleanly on Ctrl-C; the next run resumes where this one stopped.`;

export interface ListenOptions {
  forwardTo: URL;
  apiKey: string;
  baseUrl: string;
  events: EventType[] | null;
  replaySinceMs: number | undefined;
  secret: string | undefined;
  intervalMs: number;
  stateFile: string | undefined;
  userAgent: string;
  /** Said on stderr before starting (a key given on the command line). */
  warnings: string[];
}

export class UsageError extends Error {}

/** `listen`'s arguments, checked; `help` when -h was asked. */
export function parseListenOptions(argv: string[], env: Record<string, string | undefined> = process.env): ListenOptions | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        "forward-to": { type: "string" },
        "api-key": { type: "string" },
        "base-url": { type: "string" },
        events: { type: "string" },
        "replay-since": { type: "string" },
        secret: { type: "string" },
        interval: { type: "string" },
        "state-file": { type: "string" },
        "user-agent": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";

  if (!values["forward-to"]) throw new UsageError("--forward-to <url> is required");
  let forwardTo: URL;
  try {
    forwardTo = new URL(values["forward-to"]);
  } catch {
    throw new UsageError(`--forward-to: not a URL: ${values["forward-to"]}`);
  }
  if (forwardTo.protocol !== "http:" && forwardTo.protocol !== "https:") throw new UsageError("--forward-to must be an http:// or https:// URL");

  // The environment first: a key on the command line is visible to every user of the machine (ps).
  const warnings: string[] = [];
  const apiKey = env.PROOFBASE_API_KEY || values["api-key"];
  if (!apiKey) throw new UsageError("an API key is required: set PROOFBASE_API_KEY (or pass --api-key)");
  if (values["api-key"] !== undefined) {
    warnings.push(
      env.PROOFBASE_API_KEY
        ? "warning: --api-key ignored, using PROOFBASE_API_KEY; a key on the command line is visible to other users in the process list"
        : "warning: a key on the command line is visible to other users in the process list (ps); set PROOFBASE_API_KEY instead",
    );
  }

  const baseUrl = values["base-url"] ?? env.PROOFBASE_BASE_URL ?? "http://127.0.0.1:3000";
  const refusal = baseUrlRefusal(baseUrl);
  if (refusal) throw new UsageError(refusal);

  let events: EventType[] | null = null;
  if (values.events !== undefined) {
    const names = values.events.split(",").map((name) => name.trim()).filter(Boolean);
    const unknown = names.filter((name) => !(EVENT_TYPES as readonly string[]).includes(name));
    if (names.length === 0 || unknown.length > 0) throw new UsageError(`--events: unknown event type(s) ${unknown.join(", ") || "(none given)"}; known: ${EVENT_TYPES.join(", ")}`);
    events = names as EventType[];
  }

  let replaySinceMs: number | undefined;
  if (values["replay-since"] !== undefined) {
    replaySinceMs = Date.parse(values["replay-since"]);
    if (Number.isNaN(replaySinceMs)) throw new UsageError(`--replay-since: not an ISO 8601 instant: ${values["replay-since"]}`);
  }

  const intervalMs = values.interval === undefined ? 1000 : Number(values.interval);
  if (!Number.isInteger(intervalMs) || intervalMs < 100) throw new UsageError("--interval: a whole number of milliseconds, at least 100");

  if (values.secret !== undefined && values.secret.length < 16) throw new UsageError("--secret: at least 16 characters (pbwh_...)");

  return {
    forwardTo,
    apiKey,
    baseUrl,
    events,
    replaySinceMs,
    secret: values.secret,
    intervalMs,
    stateFile: values["state-file"],
    userAgent: values["user-agent"] ?? "Proofbase-Webhook/2.0",
    warnings,
  };
}
