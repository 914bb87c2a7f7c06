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
  steps: { wallet: "Confirm your wallet", phone: "Confirm your phone number", email: "Confirm your email address", credential: "Use a saved credential" },
  wallet: {
    intro: "Connect your wallet and sign a short message to prove it is yours. Signing is free and sends no transaction.",
    useWallet: "Use the wallet {{address}}.",
    looking: "Looking for wallets in this browser…",
    connect: "Connect {{name}}",
    checkWallet: "Check your wallet…",
    confirmed: "Wallet {{address}} confirmed.",
    confirmedNoAddress: "Wallet confirmed.",
    browserWallet: "Browser wallet",
    noneMobile: "No wallet was found in this browser.",
    whatIsWallet:
      "A wallet is an app that holds your crypto accounts, such as MetaMask or Coinbase Wallet. This step proves an account is yours by signing a short message: it is free, and nothing is paid or sent.",
    openInApp: "If a wallet app is on this phone, open this page in it:",
    otherDeviceTitle: "No wallet on this phone?",
    otherDevice:
      "Continue on a device that has your wallet (a computer with a wallet extension, or another phone): scan this code with it, or send it this link. This page then picks up where the other device left off.",
    copyLink: "Copy link",
    shareLink: "Send link…",
    linkCopied: "Link copied. Open it on your other device; keep it to yourself, as it opens your verification.",
    copyFailed: "The link could not be copied here. Scan the code instead.",
    qrLabelOtherDevice: "QR code of this page, to open it on another device",
    openIn: "Open in {{wallet}}",
    noneDesktop: "No wallet was found in this browser. Install a wallet extension and reload, or scan this code with your phone to continue in your wallet app.",
    qrLabel: "QR code of this page, to open it on your phone",
    qrLoading: "Preparing the QR code…",
  },
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
  phone: {
    label: "Your mobile number",
    country: "Country",
    example: "For example {{example}}",
    willText: "We will text {{number}}",
    send: "Text me a code",
    change: "Change number",
    testMode: "Test mode: no text message is sent; the code is 000000.",
    failed: "We could not text this number. Check it and send a new code.",
    confirmed: "Phone number {{masked}} confirmed.",
  },
  email: {
    label: "Your email address",
    send: "Email me a code",
    change: "Change address",
    testMode: "Test mode: no email is sent; the code is 000000.",
    failed: "We could not email this address. Check it and send a new code.",
    confirmed: "Email address {{masked}} confirmed.",
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
    wallet_refused: "You declined the request in your wallet. Nothing was signed; you can try again.",
    wallet_error: "Your wallet could not complete the request. Please try again.",
    network_error: "Could not reach the verification service. Check your connection and try again.",
    http_error: "Something went wrong. Please try again.",
    challenge_expired: "The sign-in request expired before it was signed. Please try again.",
    challenge_not_found: "The sign-in request expired before it was signed. Please try again.",
    invalid_signature: "The signature did not come from this wallet. Please try again with the same wallet.",
    address_mismatch: "This verification is for a different wallet. Switch to that wallet in your wallet app and try again.",
    invalid_phone_number: "That does not look like a valid phone number. Check the country and the number.",
    phone_number_not_supported: "Codes can only be sent to mobile numbers. Please enter a mobile number.",
    phone_country_not_allowed: (p: { allowed?: string }) =>
      p.allowed
        ? `Codes cannot be sent to phone numbers of this country for this verification. Please use a number from ${p.allowed}.`
        : "Codes cannot be sent to phone numbers of this country for this verification. Please use another number.",
    invalid_email: "That does not look like a valid email address. Check it, for example jane@example.com.",
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
    sms_failed: "We could not text this number. Check it and send a new code.",
    email_failed: "We could not email this address. Check it and send a new code.",
  },
};

/** The page's own words, without the flows' (every other language's `base` has this type). */
export type BaseCatalog = typeof base;

/** With every flow's words in English (web/src/flows/<flow>/messages-en.ts). */
export const en = withFlowMessages(base, import.meta.glob<{ messages: FlowMessages }>("../../flows/*/messages-en.ts", { eager: true }));

export type Catalog = BaseCatalog & FlowCatalog;
