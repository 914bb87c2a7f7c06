import { z } from "zod";
import { walletAddressSchema } from "../customers/address.js";
import { customerObject } from "../customers/customer-schema.js";
import { idParams } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { sessionObject } from "../sessions/session-schema.js";
import { redactCustomer, redactSession } from "./request-redaction.js";

const description = (what: string) =>
  `Removes ${what} personal data for good (docs/privacy.md): \`redaction.status\` is \`processing\` until it is gone, then \`redacted\`. Ids, statuses, VIC ids and hashes stay. Asking again changes nothing.`;

/** Redaction (contract section 17): each route asks; the `redact` job does the work. */
export const redactionRoutes = [
  defineRoute({
    method: "post",
    path: "/verification-sessions/{id}/redact",
    operationId: "redactVerificationSession",
    audit: true,
    summary: "Redact a session's personal data",
    description: `${description("the session's")} A session not settled yet (created, processing, in review) is redacted once it settles.`,
    tag: "Verification sessions",
    principal: { kind: "secret_key", scope: "sessions:write" },
    params: idParams,
    responses: { 200: sessionObject },
    errors: ["session_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await redactSession(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/customers/{address}/redact",
    operationId: "redactCustomer",
    audit: true,
    summary: "Redact a customer's personal data",
    description: `${description("the customer's, its notes' and every one of its sessions'")} Its live on-chain attestations are revoked.`,
    tag: "Customers",
    principal: { kind: "secret_key", scope: "customers:write" },
    params: z.strictObject({ address: walletAddressSchema }),
    responses: { 200: customerObject },
    errors: ["customer_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await redactCustomer(owner, params.address) })),
];
