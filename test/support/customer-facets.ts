import { customerFacets } from "../../src/flows/registry.js";

/**
 * A customer as `GET /customers/{address}` returns it, less the fields the flows add (their
 * `customerFacets`): what a change answers and a customer event carries.
 */
export function withoutFacets(customer: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...customer };
  for (const facet of customerFacets) {
    if (!(facet.field in rest)) throw new Error(`the customer has no ${facet.field}`);
    delete rest[facet.field];
  }
  return rest;
}
