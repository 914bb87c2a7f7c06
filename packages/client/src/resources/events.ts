import type { Event, EventReplay, Page, QueryOf } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

/** The event log (last 90 days, newest first). */
export class Events {
  constructor(private readonly http: Transport) {}

  retrieve(id: string, options?: RequestOptions): Promise<Event> {
    return this.http.request("GET", `/events/${segment(id)}`, { options });
  }

  list(params: QueryOf<"listEvents"> = {}, options?: RequestOptions): CursorList<Event> {
    const { cursor, ...query } = params;
    return new CursorList((at) => this.http.request<Page<Event>>("GET", "/events", { query: { ...query, cursor: at }, options }), cursor);
  }

  /** Delivers the event again to every enabled endpoint subscribed to its type. */
  replay(id: string, options?: RequestOptions): Promise<EventReplay> {
    return this.http.request("POST", `/events/${segment(id)}/replay`, { options });
  }
}
