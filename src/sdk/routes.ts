import type { Request } from "express";
import { defineRoute } from "../http/route.js";
import { readSdkSession } from "./read-sdk-session.js";
import { presentSdkSession } from "./present-sdk-session.js";
import { codeSentObject, sdkSessionObject, walletChallengeObject } from "./sdk-schema.js";
import { sendCodeBody, sendPhoneCode } from "../flows/phone/send-phone-code.js";
import type { SdkSubject } from "./subject.js";
import { createWalletChallenge, walletChallengeBody } from "../flows/wallet/wallet-challenge.js";
import { verifyCodeBody, verifyPhoneCode } from "../flows/phone/verify-phone-code.js";
import { verifyWallet, walletVerifyBody } from "../flows/wallet/verify-wallet.js";

// Idempotency-Key is not applied here: its store is per merchant, not per token, and every write
// is already safe to repeat (single-use nonces, one send per 30 s, counted guesses).
const principal = { kind: "client_token" } as const;
const tag = "Frontend SDK";

/** The object the request's client token resolved to (src/auth/authenticate-client-token.ts). */
const subjectOf = (req: Request): SdkSubject => req.sdkSubject!;

export const sdkRoutes = [
  defineRoute({
    method: "get",
    path: "/session",
    operationId: "getSdkSession",
    summary: "The verification this client token belongs to: merchant, flows, status",
    tag,
    principal,
    responses: { 200: sdkSessionObject },
  }).handle(async ({ req }) => ({ body: await readSdkSession(subjectOf(req)) })),
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
    responses: { 200: sdkSessionObject },
    errors: ["invalid_state", "challenge_not_found", "challenge_expired", "address_mismatch", "invalid_signature", "service_unavailable"],
  }).handle(async ({ req, body }) => ({ body: await presentSdkSession(await verifyWallet(subjectOf(req), body)) })),
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
    errors: ["invalid_state", "invalid_phone_number", "rate_limited"],
  }).handle(async ({ req, body }) => ({ status: 202, body: await sendPhoneCode(subjectOf(req), body) })),
  defineRoute({
    method: "post",
    path: "/phone/verify",
    operationId: "verifyPhoneCode",
    summary: "Check the one-time code; the phone flow becomes verified",
    tag,
    principal,
    idempotent: false,
    body: verifyCodeBody,
    responses: { 200: sdkSessionObject },
    errors: ["invalid_state", "incorrect_code", "code_expired"],
  }).handle(async ({ req, body }) => ({ body: await presentSdkSession(await verifyPhoneCode(subjectOf(req), body)) })),
];
