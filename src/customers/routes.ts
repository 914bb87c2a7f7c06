import { z } from "zod";
import type { ApiRoute, RouteContext } from "../http/route-table.js";
import { pageQueryKeys, pageRequest } from "../pagination/paginate.js";
import { parseAddress } from "./address.js";
import { findCustomer, type CustomerKey } from "./find-customer.js";
import { listCustomers } from "./list-customers.js";
import { createNote, listNotes } from "./notes.js";
import { presentCustomer } from "./present-customer.js";
import { suspendCustomer, unsuspendCustomer } from "./suspension.js";
import { parseUpdatedSince } from "./updated-since.js";

const nonBlank = (max: number) =>
  z
    .string()
    .refine((s) => s.trim().length > 0, "must not be empty")
    .refine((s) => [...s].length <= max, `must be at most ${max} characters`);

const listQuery = z.strictObject({ ...pageQueryKeys, updated_since: z.unknown().optional() });
const suspendBody = z.strictObject({ reason: nonBlank(500) });
const unsuspendBody = z.strictObject({}).optional();
const noteBody = z.strictObject({ body: nonBlank(5000) });

function customerKey({ req, auth }: RouteContext): CustomerKey {
  return { merchantId: auth.merchantId, mode: auth.mode, address: parseAddress(req.params.address) };
}

export const customerRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/customers",
    scope: "customers:read",
    handler: async ({ req, auth }) => {
      const query = listQuery.parse(req.query);
      const updatedSince = query.updated_since === undefined ? null : parseUpdatedSince(query.updated_since);
      const page = await listCustomers({ merchantId: auth.merchantId, mode: auth.mode, updatedSince, page: pageRequest(req.query) });
      return { body: { object: "list", ...page } };
    },
  },
  {
    method: "get",
    path: "/customers/:address",
    scope: "customers:read",
    handler: async (ctx) => ({ body: presentCustomer(await findCustomer(customerKey(ctx))) }),
  },
  {
    method: "post",
    path: "/customers/:address/suspend",
    scope: "customers:write",
    handler: async (ctx) => {
      const key = customerKey(ctx);
      const { reason } = suspendBody.parse(ctx.req.body);
      return { body: await suspendCustomer(key, reason) };
    },
  },
  {
    method: "post",
    path: "/customers/:address/unsuspend",
    scope: "customers:write",
    handler: async (ctx) => {
      const key = customerKey(ctx);
      unsuspendBody.parse(ctx.req.body);
      return { body: await unsuspendCustomer(key) };
    },
  },
  {
    method: "get",
    path: "/customers/:address/notes",
    scope: "customers:read",
    handler: async (ctx) => ({ body: await listNotes(customerKey(ctx)) }),
  },
  {
    method: "post",
    path: "/customers/:address/notes",
    scope: "customers:write",
    handler: async (ctx) => {
      const key = customerKey(ctx);
      const { body } = noteBody.parse(ctx.req.body);
      return { status: 201, body: await createNote(key, body) };
    },
  },
];
