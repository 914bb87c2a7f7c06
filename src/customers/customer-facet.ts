import type { z } from "zod";
import type { Owner } from "../http/auth/owner.js";
import type { Db } from "../platform/db/client.js";

/**
 * A field another module (a flow, src/flows/flow.ts `customerFacets`) adds to the customer as
 * `GET /customers/{address}` returns it: its schema, what the route's summary says it adds, and
 * how it is read. This folder sits below the flows: the composition root hands the facets to
 * `customerRoutes`.
 */
export interface CustomerFacet<T extends z.ZodType = z.ZodType> {
  field: string;
  schema: T;
  /** Completes "Retrieve a customer by wallet address, with ..." (e.g. "its devices"). */
  summary: string;
  load(db: Db, owner: Owner, address: string): Promise<z.input<T>>;
}

/** Declares a facet; the identity function, for type inference. */
export const defineCustomerFacet = <T extends z.ZodType>(facet: CustomerFacet<T>): CustomerFacet<T> => facet;
