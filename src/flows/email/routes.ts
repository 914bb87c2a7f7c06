import { z } from "zod";
import { clientAddress } from "../../http/client-address.js";
import { defineRoute } from "../../http/route.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf, type SdkSurface } from "../sdk-route.js";
import { verifyCodeBody } from "../codes/verify-code.js";
import { sendEmailCode, sendEmailCodeBody } from "./send-email-code.js";
import { verifyEmailCode } from "./verify-email-code.js";

export const emailCodeSentObject = z
  .object({ email_masked: z.string(), expires_at: timestamp, resend_available_at: timestamp, livemode })
  .meta({ id: "EmailCodeSent" });

/** The email flow's /api/sdk/v1 routes; a verify route answers the sdk_session src/sessions/sdk finishes. */
export const emailRoutes = (sdk: SdkSurface) => [
  defineRoute({
    method: "post",
    path: "/email/send-code",
    operationId: "sendEmailCode",
    summary: "Send a one-time code to the end user's email address (test mode: none is sent; the code is 000000)",
    tag,
    principal,
    idempotent: false,
    body: sendEmailCodeBody,
    responses: { 202: emailCodeSentObject },
    errors: ["invalid_state", "invalid_email", "rate_limited"],
  }).handle(async ({ req, body }) => ({ status: 202, body: await sendEmailCode(subjectOf(req), body, clientAddress(req)) })),
  defineRoute({
    method: "post",
    path: "/email/verify",
    operationId: "verifyEmailCode",
    summary: "Check the emailed code; the email flow becomes verified",
    tag,
    principal,
    idempotent: false,
    body: verifyCodeBody,
    responses: { 200: sdk.session },
    errors: ["invalid_state", "incorrect_code", "code_expired"],
  }).handle(async ({ req, body }) => ({ body: await sdk.finish(await verifyEmailCode(subjectOf(req), body)) })),
];
