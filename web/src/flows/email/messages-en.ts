import type { FlowMessages } from "../define.js";

/** The email flow's words in English: its step's title (`steps.email`), `email.*`, and its errors (web/src/verify/i18n merges them). */
export const messages = {
  title: "Confirm your email address",
  words: {
    label: "Your email address",
    send: "Email me a code",
    change: "Change address",
    testMode: "Test mode: no email is sent; the code is 000000.",
    failed: "We could not email this address. Check it and send a new code.",
    confirmed: "Email address {{masked}} confirmed.",
  },
  errors: {
    invalid_email: "That does not look like a valid email address. Check it, for example jane@example.com.",
    email_failed: "We could not email this address. Check it and send a new code.",
  },
} satisfies FlowMessages;
