import { z } from "zod";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf } from "../flows/sdk-route.js";
import { livemode } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { holderJwkSchema } from "./holder-jwk.js";
import { issueCredential } from "./issue-credential.js";

export const credentialObject = z
  .object({
    object: z.literal("credential"),
    format: z.literal("dc+sd-jwt"),
    credential: z.string().meta({ description: "The SD-JWT VC: issuer-signed JWT, then every disclosure, `~`-separated (docs/credentials.md)." }),
    livemode,
  })
  .meta({ id: "Credential" });

/** The person takes the verification with them (contract section 21). */
export const credentialSdkRoutes = [
  defineRoute({
    method: "post",
    path: "/credential",
    operationId: "issueCredential",
    summary: "Issue the completed verification's credential to the person's device",
    description:
      "An SD-JWT VC of the session's VIC bound to `holder_jwk` (a public P-256 key the device holds). The same key asking again gets the same credential (its status entry and `iat`) signed afresh; a VIC's credentials are bound to at most 5 keys (400 `credential_limit_reached`). A session that is not completed, or whose VIC is revoked or expired, is 409 `invalid_state`.",
    tag,
    principal,
    // A retry with the same key answers the same credential (re-signed): safe to repeat.
    idempotent: false,
    body: z.strictObject({ holder_jwk: holderJwkSchema }),
    responses: { 201: credentialObject },
    errors: ["invalid_state", "credential_limit_reached"],
  }).handle(async ({ req, body }) => ({ status: 201, body: await issueCredential(subjectOf(req), body.holder_jwk) })),
];
