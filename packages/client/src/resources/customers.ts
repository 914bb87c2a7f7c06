import type { BodyOf, Customer, CustomerDetail, CustomerNote, Page, PlainList, QueryOf } from "../api-types.js";
import { CursorList } from "../http/cursor-list.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

/** A customer's notes (newest first, the latest 100). */
export class CustomerNotes {
  constructor(private readonly http: Transport) {}

  create(address: string, params: BodyOf<"createCustomerNote">, options?: RequestOptions): Promise<CustomerNote> {
    return this.http.request("POST", `/customers/${segment(address)}/notes`, { body: params, options });
  }

  list(address: string, options?: RequestOptions): Promise<PlainList<CustomerNote>> {
    return this.http.request("GET", `/customers/${segment(address)}/notes`, { options });
  }
}

export class Customers {
  readonly notes: CustomerNotes;

  constructor(private readonly http: Transport) {
    this.notes = new CustomerNotes(http);
  }

  /** The customer with the facets its verification flows add. */
  retrieve(address: string, options?: RequestOptions): Promise<CustomerDetail> {
    return this.http.request("GET", `/customers/${segment(address)}`, { options });
  }

  /** `updated_since` (ISO 8601 or unix seconds): only customers whose status changed since. */
  list(params: QueryOf<"listCustomers"> = {}, options?: RequestOptions): CursorList<Customer> {
    const { cursor, ...query } = params;
    return new CursorList((at) => this.http.request<Page<Customer>>("GET", "/customers", { query: { ...query, cursor: at }, options }), cursor);
  }

  suspend(address: string, params: BodyOf<"suspendCustomer">, options?: RequestOptions): Promise<Customer> {
    return this.http.request("POST", `/customers/${segment(address)}/suspend`, { body: params, options });
  }

  unsuspend(address: string, options?: RequestOptions): Promise<Customer> {
    return this.http.request("POST", `/customers/${segment(address)}/unsuspend`, { options });
  }
}
