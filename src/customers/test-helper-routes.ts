import { z } from "zod";
import { defineRoute } from "../http/route.js";
import { walletAddressSchema } from "./address.js";
import { customerObject } from "./customer-schema.js";
import { KYC_STATUSES } from "./kyc-lifecycle.js";
import { setCustomerKycStatus } from "./set-kyc-status.js";

export const customerTestHelperRoutes = [
  defineRoute({
    method: "post",
    path: "/test_helpers/customers/{address}/kyc_status",
    operationId: "testHelperSetCustomerKycStatus",
    summary: "Set a test customer's KYC status",
    description:
      "Emits `customer.kyc_status.changed`. `suspended` suspends the customer as `POST /v1/customers/{address}/suspend` does; a suspended customer, or the status it already has, is `invalid_state`. Test keys only.",
    tag: "Test helpers",
    principal: { kind: "secret_key", scope: "customers:write", testOnly: true },
    params: z.strictObject({ address: walletAddressSchema }),
    body: z.strictObject({ kyc_status: z.enum(KYC_STATUSES) }),
    responses: { 200: customerObject },
    errors: ["customer_not_found", "invalid_state"],
  }).handle(async ({ owner, params, body }) => ({ body: await setCustomerKycStatus(owner, params.address, body.kyc_status) })),
];
