import { parseArgs } from "node:util";
import { EVENT_TYPES, type EventType } from "../webhooks/events.js";
import { baseUrlRefusal } from "./base-url-check.js";
import { UsageError } from "./listen-options.js";

export const TRIGGER_HELP = `Usage: proofbase trigger <event-type> [options]

Creates the test objects an event needs and makes the event happen through the test helpers
(the same path as the real event, so webhooks and \`proofbase listen\` see the real thing).
Prints the ids it created. Test keys only (pb_sk_test_...).

Event types:
  ${EVENT_TYPES.join("\n  ")}

Environment:
  PROOFBASE_API_KEY      test secret key (preferred to --api-key)
  PROOFBASE_BASE_URL     the Proofbase deployment (default: http://127.0.0.1:3000)

Options:
  --api-key <key>        the key when PROOFBASE_API_KEY is unset
  --base-url <url>       the Proofbase deployment (default: $PROOFBASE_BASE_URL)
  --endpoint <we_...>    ping: the endpoint to ping (default: the first enabled one)
  -h, --help             show this help`;

export interface TriggerOptions {
  eventType: EventType;
  apiKey: string;
  baseUrl: string;
  endpointId: string | undefined;
  warnings: string[];
}

/** A key `trigger` must not use: live keys act on real customers. */
export class LiveKeyRefused extends Error {}

/** `trigger`'s arguments, checked; `help` when -h was asked. */
export function parseTriggerOptions(argv: string[], env: Record<string, string | undefined> = process.env): TriggerOptions | "help" {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        "api-key": { type: "string" },
        "base-url": { type: "string" },
        endpoint: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";
  const known = `known event types: ${EVENT_TYPES.join(", ")}`;
  if (positionals.length !== 1) throw new UsageError(`exactly one event type is required; ${known}`);
  const eventType = positionals[0]!;
  if (!(EVENT_TYPES as readonly string[]).includes(eventType)) throw new UsageError(`unknown event type '${eventType}'; ${known}`);

  const warnings: string[] = [];
  const apiKey = env.PROOFBASE_API_KEY || values["api-key"];
  if (!apiKey) throw new UsageError("an API key is required: set PROOFBASE_API_KEY (or pass --api-key)");
  if (values["api-key"] !== undefined && !env.PROOFBASE_API_KEY)
    warnings.push("warning: a key on the command line is visible to other users in the process list (ps); set PROOFBASE_API_KEY instead");
  if (!apiKey.startsWith("pb_sk_test_")) throw new LiveKeyRefused("proofbase trigger only runs with a test key (pb_sk_test_...): it creates objects and changes their state.");

  const baseUrl = values["base-url"] ?? env.PROOFBASE_BASE_URL ?? "http://127.0.0.1:3000";
  const refusal = baseUrlRefusal(baseUrl);
  if (refusal) throw new UsageError(refusal);
  return { eventType: eventType as EventType, apiKey, baseUrl, endpointId: values.endpoint, warnings };
}
