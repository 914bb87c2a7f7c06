import type { BodyOf, Page, QueryOf, ReverificationRequest } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

export class ReverificationRequests {
  constructor(private readonly http: Transport) {}

  create(params: BodyOf<"createReverificationRequest">, options?: RequestOptions): Promise<ReverificationRequest> {
    return this.http.request("POST", "/reverification-requests", { body: params, options });
  }

  retrieve(id: string, options?: RequestOptions): Promise<ReverificationRequest> {
    return this.http.request("GET", `/reverification-requests/${segment(id)}`, { options });
  }

  list(params: QueryOf<"listReverificationRequests"> = {}, options?: RequestOptions): CursorList<ReverificationRequest> {
    const { cursor, ...query } = params;
    return new CursorList(
      (at) => this.http.request<Page<ReverificationRequest>>("GET", "/reverification-requests", { query: { ...query, cursor: at }, options }),
      cursor,
    );
  }
}
