import type { Page, QueryOf, RequestLogEntry } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";

/** The request log: the account's /api/v1 requests of the key's mode, last 30 days, newest first. */
export class RequestLog {
  constructor(private readonly http: Transport) {}

  /** Filters: `request_id`, `status` (`404` or `4xx`), `path` (a prefix), `api_key_id`, `created_gte` / `created_lt`. */
  list(params: QueryOf<"listRequestLog"> = {}, options?: RequestOptions): CursorList<RequestLogEntry> {
    const { cursor, ...query } = params;
    return new CursorList((at) => this.http.request<Page<RequestLogEntry>>("GET", "/request-log", { query: { ...query, cursor: at }, options }), cursor);
  }
}
