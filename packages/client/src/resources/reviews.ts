import type { BodyOf, Page, QueryOf, Review } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

export class Reviews {
  constructor(private readonly http: Transport) {}

  retrieve(id: string, options?: RequestOptions): Promise<Review> {
    return this.http.request("GET", `/reviews/${segment(id)}`, { options });
  }

  list(params: QueryOf<"listReviews"> = {}, options?: RequestOptions): CursorList<Review> {
    const { cursor, ...query } = params;
    return new CursorList((at) => this.http.request<Page<Review>>("GET", "/reviews", { query: { ...query, cursor: at }, options }), cursor);
  }

  /** Settles a flagged review (and the session waiting on it). */
  resolve(id: string, params: BodyOf<"resolveReview">, options?: RequestOptions): Promise<Review> {
    return this.http.request("POST", `/reviews/${segment(id)}/resolve`, { body: params, options });
  }
}
