import type { FlowMessages } from "../define.js";

/** The passkey flow's words in English: its step's title (`steps.passkey`), `passkey.*`, and its errors (web/src/verify/i18n merges them). */
export const messages = {
  title: "Confirm with a passkey",
  words: {
    introCreate: "Create a passkey on this device: your fingerprint, face or screen lock confirms it is you. Next time, you confirm with the same passkey.",
    introUse: "Confirm with the passkey you created in an earlier verification: your fingerprint, face or screen lock.",
    create: "Create a passkey",
    use: "Use a passkey",
    working: "Follow your device's prompt…",
    unsupported: "This browser cannot use passkeys. Open this page in an up-to-date browser.",
    declined: "The passkey request was canceled or timed out. You can try again.",
    confirmed: "Passkey confirmed.",
  },
  errors: {
    passkey_verification_failed: "Your passkey could not be confirmed. Please try again.",
  },
} satisfies FlowMessages;
