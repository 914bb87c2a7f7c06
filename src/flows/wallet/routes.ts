import { defineRoute } from "../../http/route.js";
import { z } from "zod";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf, type SdkSurface } from "../sdk-route.js";
import { createWalletChallenge, walletChallengeBody } from "./wallet-challenge.js";
import { verifyWallet, walletVerifyBody } from "./verify-wallet.js";

export const walletChallengeObject = z
  .object({
    message: z.string().meta({ description: "The EIP-4361 (Sign-In with Ethereum) message to sign with personal_sign." }),
    nonce: z.string(),
    expires_at: timestamp,
    livemode,
  })
  .meta({ id: "WalletChallenge" });

/** The wallet flow's /api/sdk/v1 routes; a verify route answers the sdk_session src/sessions/sdk finishes. */
export const walletRoutes = (sdk: SdkSurface) => [
  defineRoute({
    method: "post",
    path: "/wallet/challenge",
    operationId: "createWalletChallenge",
    summary: "Issue a Sign-In with Ethereum (EIP-4361) message for the wallet to sign",
    tag,
    principal,
    idempotent: false,
    body: walletChallengeBody,
    responses: { 201: walletChallengeObject },
    errors: ["invalid_state", "address_mismatch"],
  }).handle(async ({ req, body }) => ({ status: 201, body: await createWalletChallenge(subjectOf(req), body) })),
  defineRoute({
    method: "post",
    path: "/wallet/verify",
    operationId: "verifyWallet",
    summary: "Check the signed challenge; the wallet flow becomes verified",
    tag,
    principal,
    idempotent: false,
    body: walletVerifyBody,
    responses: { 200: sdk.session },
    errors: ["invalid_state", "challenge_not_found", "challenge_expired", "address_mismatch", "invalid_signature", "service_unavailable"],
  }).handle(async ({ req, body }) => ({ body: await sdk.finish(await verifyWallet(subjectOf(req), body, sdk)) })),
];
