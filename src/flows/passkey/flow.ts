import { z } from "zod";
import { defineFlow } from "../flow.js";
import { flowStatus } from "../flow-status.js";
import { ceremonyFor } from "./passkey-store.js";
import { passkeyRoutes } from "./routes.js";
import { passkeyCustomerRoutes } from "./customer-routes.js";
import { passkeysFacet } from "./customer-passkeys.js";
import { PASSKEY_ID_PREFIX, passkeyErrors } from "./errors.js";
import { scrubPasskeys } from "./scrub-customer.js";
import { webauthnModule } from "./webauthn-module.js";

/** The passkey flow: a WebAuthn registration, or an authentication with the customer's passkey (contract section 20). */
export const passkeyFlow = defineFlow({
  name: "passkey",
  step: "passkey",
  routes: passkeyRoutes,
  warmUp: webauthnModule,
  stores: ["passkeys"],
  jobs: [],
  signals: {
    passkey_user_verified: { schema: z.boolean(), description: "The authenticator verified the user (PIN or biometric), not only their presence." },
    passkey_backed_up: { schema: z.boolean(), description: "The passkey is backed up (synced across the person's devices), as the authenticator reports it." },
    passkey_reused: { schema: z.boolean(), description: "The credential is registered to another customer of this merchant (same mode)." },
  },
  entry: z.object({
    type: z.literal("passkey"),
    status: flowStatus,
    ceremony: z.enum(["registration", "authentication"]).meta({ description: "The WebAuthn ceremony this verification runs (or ran): authentication when the customer already had a passkey." }),
  }),
  async present(subject, flow) {
    return { type: "passkey" as const, status: flow?.status === "verified" ? ("verified" as const) : ("pending" as const), ceremony: await ceremonyFor(subject) };
  },
  errors: passkeyErrors,
  idPrefixes: [PASSKEY_ID_PREFIX],
  customerRoutes: passkeyCustomerRoutes,
  auditLabels: { deleteCustomerPasskey: "Removed a customer's passkey" },
  permissionUses: { "customers:write": "remove passkeys" },
  customerFacets: [passkeysFacet],
  scrubCustomer: scrubPasskeys,
});
