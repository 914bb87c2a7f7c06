import { z } from "zod";
import { clientAddress } from "../../http/client-address.js";
import { defineRoute } from "../../http/route.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf, type SdkSurface } from "../sdk-route.js";
import { verifyCodeBody } from "../codes/verify-code.js";
import { sendCodeBody, sendPhoneCode } from "./send-phone-code.js";
import { verifyPhoneCode } from "./verify-phone-code.js";

export const codeSentObject = z
  .object({ phone_number_masked: z.string(), expires_at: timestamp, resend_available_at: timestamp, livemode })
  .meta({ id: "PhoneCodeSent" });

/** The phone flow's /api/sdk/v1 routes; a verify route answers the sdk_session src/sessions/sdk finishes. */
export const phoneRoutes = (sdk: SdkSurface) => [
  defineRoute({
    method: "post",
    path: "/phone/send-code",
    operationId: "sendPhoneCode",
    summary: "Send a one-time code to the end user's phone (test mode: none is sent; the code is 000000)",
    tag,
    principal,
    idempotent: false,
    body: sendCodeBody,
    responses: { 202: codeSentObject },
    errors: ["invalid_state", "invalid_phone_number", "phone_number_not_supported", "phone_country_not_allowed", "rate_limited", "service_unavailable"],
  }).handle(async ({ req, body }) => ({ status: 202, body: await sendPhoneCode(subjectOf(req), body, clientAddress(req)) })),
  defineRoute({
    method: "post",
    path: "/phone/verify",
    operationId: "verifyPhoneCode",
    summary: "Check the one-time code; the phone flow becomes verified",
    tag,
    principal,
    idempotent: false,
    body: verifyCodeBody,
    responses: { 200: sdk.session },
    errors: ["invalid_state", "incorrect_code", "code_expired"],
  }).handle(async ({ req, body }) => ({ body: await sdk.finish(await verifyPhoneCode(subjectOf(req), body)) })),
];
