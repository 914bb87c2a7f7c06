import { z } from "zod";
import { ApiError } from "../errors/api-error.js";
import { parseAddress } from "../customers/address.js";
import type { ApiRoute } from "../http/route-table.js";
import { pageQueryKeys, pageRequest } from "../pagination/paginate.js";
import { createReverificationRequest } from "./create-reverification.js";
import { getReverificationRequest, listReverificationRequests } from "./find-reverification.js";

export const REVERIFICATION_FLOWS = ["wallet", "phone"] as const;

const createBody = z.strictObject({
  customer_address: z.string(),
  flows: z
    .array(z.enum(REVERIFICATION_FLOWS))
    .min(1)
    .refine((flows) => new Set(flows).size === flows.length, "must not repeat a flow"),
  reason: z.string().min(1).max(500).nullish(),
  test_outcome: z.literal("submitted").optional(),
});

const listQuery = z.strictObject({ ...pageQueryKeys, customer_address: z.unknown().optional() });

export const reverificationRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/reverification-requests",
    scope: "reverification:write",
    handler: async ({ req, auth }) => {
      const body = createBody.parse(req.body);
      if (body.test_outcome !== undefined && auth.livemode) {
        throw new ApiError("invalid_request", "test_outcome is only accepted with a test key.", "test_outcome");
      }
      const request = await createReverificationRequest({
        merchantId: auth.merchantId,
        mode: auth.mode,
        customerAddress: parseAddress(body.customer_address, "customer_address"),
        flows: body.flows,
        reason: body.reason ?? null,
        testOutcome: body.test_outcome ?? null,
      });
      return { status: 201, body: request };
    },
  },
  {
    method: "get",
    path: "/reverification-requests",
    scope: "reverification:write",
    handler: async ({ req, auth }) => {
      const query = listQuery.parse(req.query);
      const customerAddress = query.customer_address === undefined ? null : parseAddress(query.customer_address, "customer_address");
      const page = await listReverificationRequests({ merchantId: auth.merchantId, mode: auth.mode }, customerAddress, pageRequest(req.query));
      return { body: { object: "list", ...page } };
    },
  },
  {
    method: "get",
    path: "/reverification-requests/:id",
    scope: "reverification:write",
    handler: async ({ req, auth }) => ({
      body: await getReverificationRequest({ merchantId: auth.merchantId, mode: auth.mode }, String(req.params.id)),
    }),
  },
];
