import { z } from "zod";
import { actorOf } from "../http/audit/actor.js";
import { cursorList, pageQuery, plainList } from "../http/common-schemas.js";
import { nonEmptyCreatedRange } from "../http/created-range.js";
import { defineRoute } from "../http/route.js";
import { pageRequest } from "../http/pagination/paginate.js";
import { walletAddressSchema } from "./address.js";
import { customerDetailObject, customerNoteObject, customerObject } from "./customer-schema.js";
import type { CustomerFacet } from "./customer-facet.js";
import { getCustomer } from "./find-customer.js";
import { customerFilterOf, customerSearchQuery, searchCustomers } from "./customer-search.js";
import { createNote, listNotes } from "./notes.js";
import { suspendCustomer, unsuspendCustomer } from "./suspension.js";

/** Text that is not blank, at most `max` characters (code points, not UTF-16 units). */
const nonBlank = (max: number) =>
  z
    .string()
    .refine((s) => s.trim().length > 0, "must not be empty")
    .refine((s) => [...s].length <= max, `must be at most ${max} characters`)
    .meta({ description: `Not blank; at most ${max} characters.`, minLength: 1, maxLength: max });

const addressParams = z.strictObject({ address: walletAddressSchema });
const read = { kind: "secret_key", scope: "customers:read" } as const;
const write = { kind: "secret_key", scope: "customers:write" } as const;
const tag = "Customers";

export const listCustomersRoute = defineRoute({
  method: "get",
  path: "/customers",
  operationId: "listCustomers",
  lagTolerant: true,
  summary: "List customers, newest first",
  tag,
  principal: read,
  query: z.strictObject({ ...pageQuery, ...customerSearchQuery }).superRefine(nonEmptyCreatedRange),
  responses: { 200: cursorList(customerObject, "Customer") },
}).handle(async ({ owner, query }) => ({
  body: { object: "list", ...(await searchCustomers(owner, pageRequest(query), customerFilterOf(query))) },
}));

/**
 * The customers' routes; `GET /customers/{address}` answers with the fields of `facets` (the
 * flows', handed down by the composition root: src/app/v1-routes.ts).
 */
export const customerRoutes = (facets: readonly CustomerFacet[]) => [
  listCustomersRoute,
  defineRoute({
    method: "get",
    path: "/customers/{address}",
    operationId: "retrieveCustomer",
    lagTolerant: true,
    summary: ["Retrieve a customer by wallet address", ...facets.map((facet) => `with ${facet.summary}`)].join(", "),
    tag,
    principal: read,
    params: addressParams,
    responses: { 200: customerDetailObject(facets) },
    errors: ["customer_not_found"],
    // Who read a customer's detail in the dashboard is an audit row.
    auditView: true,
  }).handle(async ({ owner, params }) => ({ body: await getCustomer(owner, params.address, facets) })),
  defineRoute({
    method: "post",
    path: "/customers/{address}/suspend",
    operationId: "suspendCustomer",
    audit: true,
    summary: "Suspend a customer",
    description: "Its `kyc_status` becomes `suspended` until unsuspended; emits `customer.kyc_status.changed`.",
    tag,
    principal: write,
    params: addressParams,
    body: z.strictObject({ reason: nonBlank(500) }),
    responses: { 200: customerObject },
    errors: ["customer_not_found", "invalid_state"],
  }).handle(async ({ owner, params, body }) => ({ body: await suspendCustomer(owner, params.address, body.reason) })),
  defineRoute({
    method: "post",
    path: "/customers/{address}/unsuspend",
    operationId: "unsuspendCustomer",
    audit: true,
    summary: "Lift a customer's suspension",
    description: "Restores the status the customer had (or was given while suspended); emits `customer.kyc_status.changed`.",
    tag,
    principal: write,
    params: addressParams,
    responses: { 200: customerObject },
    errors: ["customer_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ body: await unsuspendCustomer(owner, params.address) })),
  defineRoute({
    method: "get",
    path: "/customers/{address}/notes",
    operationId: "listCustomerNotes",
    summary: "List a customer's latest 100 notes, newest first",
    tag,
    principal: read,
    params: addressParams,
    responses: { 200: plainList(customerNoteObject, "CustomerNote") },
    errors: ["customer_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await listNotes(owner, params.address) })),
  defineRoute({
    method: "post",
    path: "/customers/{address}/notes",
    operationId: "createCustomerNote",
    audit: true,
    summary: "Add a note to a customer",
    tag,
    principal: write,
    params: addressParams,
    body: z.strictObject({ body: nonBlank(5000) }),
    responses: { 201: customerNoteObject },
    errors: ["customer_not_found", "invalid_state"],
  }).handle(async (caller) => ({ status: 201, body: await createNote(caller.owner, caller.params.address, caller.body.body, actorOf(caller)) })),
];
