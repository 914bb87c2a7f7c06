import { z } from "zod";
import { walletAddressSchema } from "../../customers/address.js";
import { defineRoute } from "../../http/route.js";
import { deletedPasskeyObject } from "./customer-passkeys.js";
import { deletePasskey } from "./delete-passkey.js";

/** The passkey flow's /api/v1 routes under a customer (mirrored into the dashboard like every v1 route). */
export const passkeyCustomerRoutes = [
  defineRoute({
    method: "delete",
    path: "/customers/{address}/passkeys/{id}",
    operationId: "deleteCustomerPasskey",
    audit: true,
    summary: "Remove a customer's passkey",
    description: "The customer's next passkey verification registers a new passkey (if it has none left) instead of authenticating with this one.",
    tag: "Customers",
    principal: { kind: "secret_key", scope: "customers:write" },
    params: z.strictObject({ address: walletAddressSchema, id: z.string().max(64).meta({ description: "The passkey's id (`pk_...`)." }) }),
    responses: { 200: deletedPasskeyObject },
    errors: ["customer_not_found", "passkey_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await deletePasskey(owner, params.address, params.id) })),
];
