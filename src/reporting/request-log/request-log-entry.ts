import type { Mode } from "../../http/auth/api-key-format.js";

/**
 * One /api/v1 request as the writer holds it until its batch is written: the one small object a
 * request allocates for the log. No body, no query string, no header but what is named here.
 */
export interface RequestLogEntry {
  /** The request's X-Request-Id (`req_...`). */
  id: string;
  merchantId: string;
  mode: Mode;
  method: string;
  /** The path the client sent, without its query string. */
  path: string;
  status: number;
  errorCode: string | null;
  apiKeyId: string;
  ip: string | null;
  latencyMs: number;
  /** Epoch milliseconds when the request arrived. */
  at: number;
}
