import { z } from "zod";
import { livemode } from "../../http/common-schemas.js";
import { defineRoute } from "../../http/route.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf, type SdkSurface } from "../sdk-route.js";
import { passkeyOptions } from "./passkey-options.js";
import { verifyPasskey, type PasskeyResponse } from "./verify-passkey.js";

const ceremony = z.enum(["registration", "authentication"]);

export const passkeyOptionsObject = z
  .object({
    object: z.literal("passkey_options"),
    ceremony: ceremony.meta({ description: "`registration` for a customer without a passkey, `authentication` (reverification) for one with." }),
    options: z.record(z.string(), z.unknown()).meta({
      description:
        "WebAuthn's `PublicKeyCredentialCreationOptionsJSON` (registration) or `PublicKeyCredentialRequestOptionsJSON` (authentication), for `navigator.credentials.create()` / `.get()`: `rp.id` is the host of the service's public URL, user verification is required, the challenge is single use for 5 minutes.",
    }),
    livemode,
  })
  .meta({ id: "PasskeyOptions" });

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*={0,2}$/, "must be base64url");

// The browser's PublicKeyCredential as JSON (RegistrationResponseJSON / AuthenticationResponseJSON); @simplewebauthn/server checks the rest.
const passkeyResponse = z
  .looseObject({
    id: base64url(1024),
    rawId: base64url(1024),
    type: z.literal("public-key"),
    response: z.looseObject({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(65_536).optional(),
      authenticatorData: base64url(8192).optional(),
      signature: base64url(4096).optional(),
      userHandle: base64url(1024).optional(),
      transports: z.array(z.string().max(32)).max(16).optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(32).optional(),
  })
  .meta({ description: "The browser's `RegistrationResponseJSON` or `AuthenticationResponseJSON` (the credential `navigator.credentials.create()` / `.get()` returned, as JSON)." });

/** The passkey flow's /api/sdk/v1 routes: a WebAuthn ceremony, then its answer. */
export const passkeyRoutes = (sdk: SdkSurface) => [
  defineRoute({
    method: "post",
    path: "/passkey/options",
    operationId: "passkeyOptions",
    summary: "Start a passkey ceremony: registration, or authentication when the customer already has a passkey",
    tag,
    principal,
    idempotent: false,
    responses: { 200: passkeyOptionsObject },
    errors: ["invalid_state", "invalid_request"],
  }).handle(async ({ req }) => ({ body: { object: "passkey_options" as const, ...(await passkeyOptions(subjectOf(req))), livemode: subjectOf(req).mode === "live" } })),
  defineRoute({
    method: "post",
    path: "/passkey/verify",
    operationId: "verifyPasskey",
    summary: "Answer the passkey ceremony; the passkey flow becomes verified",
    description:
      "Checks the answer against its challenge (single use, this verification's, 5 minutes), the service's origin and RP ID, user verification, and, when authenticating, the registered public key and signature counter. A refused answer is 400 `passkey_verification_failed`; the message starts with the reason (`challenge_used`, `challenge_expired`, `wrong_origin`, `wrong_rp_id`, `bad_signature`, `unknown_credential`, ...).",
    tag,
    principal,
    idempotent: false,
    body: z.strictObject({ response: passkeyResponse }),
    responses: { 200: sdk.session },
    errors: ["invalid_state", "invalid_request", "passkey_verification_failed"],
  }).handle(async ({ req, body }) => ({ body: await sdk.finish(await verifyPasskey(subjectOf(req), body.response as unknown as PasskeyResponse)) })),
];
