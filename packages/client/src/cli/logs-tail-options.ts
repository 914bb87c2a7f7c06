import { parseArgs } from "node:util";
import { baseUrlRefusal } from "./base-url-check.js";
import { UsageError } from "./listen-options.js";

export const LOGS_TAIL_HELP = `Usage: proofbase logs tail [options]

Follows your account's request log (GET /v1/request-log): prints one line per /api/v1 request
of the key's mode as it is logged (time, status, method, path, request id, error code), oldest
first, until Ctrl-C. Requests appear within about a second of their answer. Its own reads of
the request log are not printed.

Environment:
  PROOFBASE_API_KEY      secret key with the webhooks:manage scope (preferred to --api-key)
  PROOFBASE_BASE_URL     the Proofbase deployment (default: http://127.0.0.1:3000)

Options:
  --status <code>        only requests answered with this status (404) or class (4xx, 5xx)
  --path <prefix>        only requests whose path starts with this (/api/v1/verification-sessions)
  --request-id <req_..>  only the request with this id
  --api-key <key>        the key when PROOFBASE_API_KEY is unset (visible in the process list)
  --base-url <url>       the Proofbase deployment (default: $PROOFBASE_BASE_URL)
  --interval <ms>        how often to poll the log (default: 1000)
  -h, --help             show this help`;

export interface LogsTailOptions {
  apiKey: string;
  baseUrl: string;
  status: string | undefined;
  path: string | undefined;
  requestId: string | undefined;
  intervalMs: number;
  warnings: string[];
}

/** `logs tail`'s arguments (after `logs tail`), checked; `help` when -h was asked. */
export function parseLogsTailOptions(argv: string[], env: Record<string, string | undefined> = process.env): LogsTailOptions | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        status: { type: "string" },
        path: { type: "string" },
        "request-id": { type: "string" },
        "api-key": { type: "string" },
        "base-url": { type: "string" },
        interval: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";
  if (values.status !== undefined && !/^[1-5](\d\d|xx)$/.test(values.status)) throw new UsageError(`--status must be an HTTP status (404) or a class (4xx), not '${values.status}'`);
  const intervalMs = values.interval === undefined ? 1_000 : Number(values.interval);
  if (!Number.isInteger(intervalMs) || intervalMs < 100) throw new UsageError("--interval must be a whole number of milliseconds, at least 100");

  const warnings: string[] = [];
  const apiKey = env.PROOFBASE_API_KEY || values["api-key"];
  if (!apiKey) throw new UsageError("an API key is required: set PROOFBASE_API_KEY (or pass --api-key)");
  if (values["api-key"] !== undefined && !env.PROOFBASE_API_KEY)
    warnings.push("warning: a key on the command line is visible to other users in the process list (ps); set PROOFBASE_API_KEY instead");
  const baseUrl = values["base-url"] ?? env.PROOFBASE_BASE_URL ?? "http://127.0.0.1:3000";
  const refusal = baseUrlRefusal(baseUrl);
  if (refusal) throw new UsageError(refusal);
  return { apiKey, baseUrl, status: values.status, path: values.path, requestId: values["request-id"], intervalMs, warnings };
}
