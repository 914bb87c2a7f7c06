import type { BodyOf, Page, QueryOf, Vic } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

/** VICs, the credentials completed sessions mint: read them, revoke one (`vic.revoked`). */
export class Vics {
  constructor(private readonly http: Transport) {}

  retrieve(id: string, options?: RequestOptions): Promise<Vic> {
    return this.http.request("GET", `/vics/${segment(id)}`, { options });
  }

  list(params: QueryOf<"listVics"> = {}, options?: RequestOptions): CursorList<Vic> {
    const { cursor, ...query } = params;
    return new CursorList((at) => this.http.request<Page<Vic>>("GET", "/vics", { query: { ...query, cursor: at }, options }), cursor);
  }

  /** Revokes an active VIC (`vic.revoked`); a revoked one is returned unchanged. */
  revoke(id: string, params: BodyOf<"revokeVic">, options?: RequestOptions): Promise<Vic> {
    return this.http.request("POST", `/vics/${segment(id)}/revoke`, { body: params, options });
  }
}
