import { z } from "zod";
import { livemode } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { verifyForMerchant } from "./verify-for-merchant.js";

export const CREDENTIAL_REJECTIONS = ["malformed", "issuer", "signature", "expired", "holder_binding", "nonce", "audience", "replayed", "revoked", "mode"] as const;

const credentialVerificationObject = z
  .object({
    object: z.literal("credential_verification"),
    valid: z.boolean(),
    reason: z
      .enum(CREDENTIAL_REJECTIONS)
      .nullable()
      .meta({ description: "Why it is not valid (docs/credentials.md); null when valid." }),
    claims: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "The disclosed claims only (`vic_id`, `tier`, `flows`, `livemode`, `iss`, `vct`, `iat`, `exp`, and those the holder chose); null when not valid." }),
    livemode,
  })
  .meta({ id: "CredentialVerification" });

export const credentialVerificationRoutes = [
  defineRoute({
    method: "post",
    path: "/credential-verifications",
    operationId: "createCredentialVerification",
    summary: "Check a credential presentation the merchant received itself",
    description:
      "The presentation's key-binding JWT must be over `nonce` (which you issued; each is accepted once) with `aud` your account id. Checks the issuer signature, holder binding, expiry and status like the `credential` flow. A refused presentation is 200 with `valid: false` and the reason.",
    tag: "Credentials",
    principal: { kind: "secret_key", scope: "sessions:write" },
    idempotent: false,
    body: z.strictObject({
      presentation: z.string().min(1).max(16_384).meta({ description: "The SD-JWT VC presentation (issuer JWT~disclosures~key-binding JWT)." }),
      nonce: z.string().min(16).max(256).meta({ description: "The nonce you gave the holder: at least 16 characters, each accepted once." }),
    }),
    responses: { 200: credentialVerificationObject },
  }).handle(async ({ owner, body }) => ({ body: await verifyForMerchant(owner, body.presentation, body.nonce) })),
];
