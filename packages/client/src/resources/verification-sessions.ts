import type { BodyOf, Page, QueryOf, VerificationSession } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

export class VerificationSessions {
  constructor(private readonly http: Transport) {}

  create(params: BodyOf<"createVerificationSession">, options?: RequestOptions): Promise<VerificationSession> {
    return this.http.request("POST", "/verification-sessions", { body: params, options });
  }

  retrieve(id: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.http.request("GET", `/verification-sessions/${segment(id)}`, { options });
  }

  list(params: QueryOf<"listVerificationSessions"> = {}, options?: RequestOptions): CursorList<VerificationSession> {
    const { cursor, ...query } = params;
    return new CursorList((at) => this.http.request<Page<VerificationSession>>("GET", "/verification-sessions", { query: { ...query, cursor: at }, options }), cursor);
  }

  /** Cancels a session still `created` (anything else is a ConflictError `invalid_state`). */
  cancel(id: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.http.request("POST", `/verification-sessions/${segment(id)}/cancel`, { options });
  }
}
