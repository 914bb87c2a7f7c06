/// <reference types="vite/client" />
import type { FlowMessages } from "../../flows/define.js";
import { withFlowMessages, type FlowCatalog } from "./flow-messages.js";

/**
 * The hosted page's words in English: the source catalog. Every other language has the same keys
 * (its own words are typed `BaseCatalog`, each flow's fragment the type of the flow's English one; test/verify-page-catalogs.test.ts also checks every key and
 * every error code of the SDK API's OpenAPI). `{{name}}` is filled in; a function decides plurals.
 */
const base = {
  language: { label: "Language" },
  page: {
    documentTitle: "Verify your identity",
    verification: "Verification",
    verifyFor: "Verify for {{merchant}}",
    logoAlt: "{{merchant}} logo",
    loading: "Loading…",
    testBanner: "Test mode: nothing here is real.",
    footer: "Secured by Proofbase.",
    footerWallet: "Your wallet never shares its keys; we never see them.",
    lead: (p: { count: number }) => (p.count === 1 ? "You are asked to confirm one thing. It takes about a minute." : `You are asked to confirm ${p.count} things. It takes about a minute.`),
    stepDone: "(done)",
    locked: "Locked: finish step {{number}}, “{{step}}”, first to unlock this step.",
    incomplete: "This verification link is incomplete. Open the whole link the merchant gave you.",
    unknownTitle: "This link does not work",
    unknownText: "We do not know this verification link. Check that you opened the whole link, or ask the merchant who sent it for a new one.",
    returning: "Taking you back to the merchant in a moment.",
    continueNow: "Continue now",
    goBack: "Back to the merchant's site",
  },
  outcomes: {
    completed: { title: "You're verified", text: "Thank you. Your verification is complete." },
    submitted: { title: "Thank you", text: "Your details were confirmed." },
    requires_review: {
      title: "Thanks, we're taking a closer look",
      // days: the merchant's review timeframe in business days (the sdk_session's merchant.review_business_days); absent: none promised.
      text: (p: { days?: number }) =>
        `A person will review your verification${p.days ? `, usually within ${p.days} business ${p.days === 1 ? "day" : "days"}` : ""}. You don't need to do anything else: the merchant will let you know the result.`,
    },
    processing: { title: "Checking…", text: "This only takes a moment." },
    failed: {
      title: "We couldn't verify you",
      text: "This verification could not be completed with the details given. For your security we cannot say which check did not pass. If you think this is a mistake, contact the merchant: they can ask you to verify again.",
    },
    expired: { title: "This link has expired", text: "Verification links work for a limited time. Ask the merchant for a new link." },
    canceled: { title: "This verification was canceled", text: "The merchant canceled it. Ask them for a new verification link if you still need one." },
    unknown: { title: "This verification cannot continue", text: "Ask the merchant for a new verification link." },
  },
  steps: { credential: "Use a saved credential" },
  code: {
    sending: "Sending…",
    checking: "Checking…",
    enterCode: "Enter the 6-digit code we sent to {{destination}}",
    confirm: "Confirm code",
    resendIn: "Send a new code in {{seconds}} s",
    resend: "Send a new code",
    locked: (p: { seconds?: number }) =>
      p.seconds ? `This code can no longer be used. You can send a new code in ${p.seconds} s.` : "This code can no longer be used. Send a new code to continue.",
  },
  credential: {
    intro: "Use the credential you saved on this device after an earlier verification. Only your verification's level and the checks it passed are shared; your wallet address is not.",
    use: "Use my saved credential",
    none: "No saved credential was found on this device. Save one after a verification to use it here.",
    confirmed: "Saved credential accepted.",
    saveTitle: "Save your credential",
    saveText: "Keep this verification on this device (and as a file) to reuse it with other services, without verifying again.",
    save: "Save on this device",
    saved: "Saved on this device.",
    download: "Download the credential file",
  },
  /** Every error code the page can meet: the SDK API's (its OpenAPI), the browser SDK's own, and flow errors. */
  errors: {
    credential_rejected: "This credential cannot be used (it may have been revoked or have expired). Complete the other steps instead.",
    credential_limit_reached: "This verification's credential is already saved on 5 devices.",
    network_error: "Could not reach the verification service. Check your connection and try again.",
    http_error: "Something went wrong. Please try again.",
    incorrect_code: (p: { left?: number }) =>
      p.left === undefined ? "That code is not right. Send a new code." : `That code is not right. ${p.left} ${p.left === 1 ? "attempt" : "attempts"} left.`,
    code_expired: "That code has expired or was used up. Send a new code.",
    rate_limited: (p: { seconds?: number }) => (p.seconds ? `Please wait ${p.seconds} seconds before trying again.` : "Too many attempts. Please try again later."),
    invalid_state: "This verification can no longer be changed. Reload the page to see where it stands.",
    invalid_client_token: "This verification link is not valid or has expired. Ask the merchant for a new link.",
    missing_client_token: "This verification link is incomplete. Open the whole link the merchant gave you.",
    live_mode_not_enabled: "This verification is not available yet. Please contact the merchant.",
    invalid_request: "Something in the request was not right. Check what you entered and try again.",
    invalid_json: "Something went wrong. Please reload the page and try again.",
    payload_too_large: "What you entered is too long.",
    unsupported_media_type: "Something went wrong. Please reload the page and try again.",
    service_unavailable: "The verification service is busy. Please try again in a minute.",
    internal_error: "Something went wrong on our side. Please try again.",
  },
};

/** The page's own words, without the flows' (every other language's `base` has this type). */
export type BaseCatalog = typeof base;

/** With every flow's words in English (web/src/flows/<flow>/messages-en.ts). */
export const en = withFlowMessages(base, import.meta.glob<{ messages: FlowMessages }>("../../flows/*/messages-en.ts", { eager: true }));

export type Catalog = BaseCatalog & FlowCatalog;
