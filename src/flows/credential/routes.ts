import { z } from "zod";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { defineRoute } from "../../http/route.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf, type SdkSurface } from "../sdk-route.js";
import { presentCredential, requestCredential } from "./present-credential.js";

export const credentialRequestObject = z
  .object({
    nonce: z.string().meta({ description: "Single use, for this verification only: the key-binding JWT's `nonce`." }),
    aud: z.string().meta({ description: "The key-binding JWT's `aud`: the merchant's account id." }),
    expires_at: timestamp,
    livemode,
  })
  .meta({ id: "CredentialRequest" });

const presentation = z
  .string()
  .min(1)
  .max(16_384)
  .meta({ description: "The SD-JWT VC with the disclosures the person chose and a key-binding JWT (`kb+jwt`) signed by `cnf.jwk` over `nonce`, `aud` and `sd_hash`." });

/** The credential flow's /api/sdk/v1 routes: reuse a saved credential, with consent. */
export const credentialRoutes = (sdk: SdkSurface) => [
  defineRoute({
    method: "get",
    path: "/credential/request",
    operationId: "requestCredentialPresentation",
    summary: "What a presentation of a saved credential must be bound to: a nonce and the audience",
    tag,
    principal,
    responses: { 200: credentialRequestObject },
    errors: ["invalid_state"],
  }).handle(async ({ req }) => {
    const { nonce, aud, expiresAt } = await requestCredential(subjectOf(req));
    return { body: { nonce, aud, expires_at: expiresAt.toISOString(), livemode: subjectOf(req).mode === "live" } };
  }),
  defineRoute({
    method: "post",
    path: "/credential/present",
    operationId: "presentCredential",
    summary: "Present a saved credential; the credential flow becomes verified",
    description:
      "Checks the issuer signature (any published issuer key), the holder binding, the nonce (single use, this verification's, 5 minutes), the audience, the expiry and the status. A revoked, expired, replayed or foreign presentation is 400 `credential_rejected`; the message starts with the reason (docs/credentials.md).",
    tag,
    principal,
    idempotent: false,
    body: z.strictObject({ presentation }),
    responses: { 200: sdk.session },
    errors: ["invalid_state", "credential_rejected"],
  }).handle(async ({ req, body }) => ({ body: await sdk.finish(await presentCredential(subjectOf(req), body.presentation)) })),
];
