import { z } from "zod";
import { walletAddressSchema } from "../customers/address.js";
import { cursorList, idParams, pageQuery } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { pageRequest } from "../http/pagination/paginate.js";
import { VIC_STATUSES, vicObject } from "../sessions/session-schema.js";
import { getVic, listVics } from "./read-vics.js";
import { revokeVic } from "./revoke-vic.js";

const principal = { kind: "secret_key", scope: "sessions:write" } as const;
const tag = "VICs";

const reason = z
  .string()
  .refine((s) => s.trim().length > 0, "must not be empty")
  .refine((s) => [...s].length <= 500, "must be at most 500 characters")
  .meta({ description: "Why it is revoked (kept as `revocation_reason`). Not blank; at most 500 characters.", minLength: 1, maxLength: 500 });

export const vicRoutes = [
  defineRoute({
    method: "get",
    path: "/vics",
    operationId: "listVics",
    lagTolerant: true,
    summary: "List VICs, newest first",
    tag,
    principal,
    query: z.strictObject({
      ...pageQuery,
      customer_address: walletAddressSchema.optional().meta({ param: { description: "Only this customer's VICs." } }),
      status: z.enum(VIC_STATUSES).optional().meta({ param: { description: "Only VICs in this status." } }),
    }),
    responses: { 200: cursorList(vicObject, "Vic") },
  }).handle(async ({ owner, query }) => ({
    body: { object: "list", ...(await listVics(owner, pageRequest(query), { customerAddress: query.customer_address, status: query.status })) },
  })),
  defineRoute({
    method: "get",
    path: "/vics/{id}",
    operationId: "retrieveVic",
    lagTolerant: true,
    summary: "Retrieve a VIC",
    tag,
    principal,
    params: idParams,
    responses: { 200: vicObject },
    errors: ["vic_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getVic(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/vics/{id}/revoke",
    operationId: "revokeVic",
    audit: true,
    summary: "Revoke a VIC",
    description:
      "An active VIC becomes `revoked` (final): `vic.revoked`, its credential shows revoked on the status list, and a live VIC's attestation is revoked on-chain. Revoking a revoked VIC returns it unchanged; an expired one is `invalid_state`.",
    tag,
    principal,
    params: idParams,
    body: z.strictObject({ reason }),
    responses: { 200: vicObject },
    errors: ["vic_not_found", "invalid_state"],
  }).handle(async ({ owner, params, body }) => ({ body: await revokeVic(owner, params.id, body.reason) })),
];
