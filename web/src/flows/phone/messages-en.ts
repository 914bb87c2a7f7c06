import type { FlowMessages } from "../define.js";

/** The phone flow's words in English: its step's title (`steps.phone`), `phone.*`, and its errors (web/src/verify/i18n merges them). */
export const messages = {
  title: "Confirm your phone number",
  words: {
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
  errors: {
    invalid_phone_number: "That does not look like a valid phone number. Check the country and the number.",
    phone_number_not_supported: "Codes can only be sent to mobile numbers. Please enter a mobile number.",
    phone_country_not_allowed: (p: { allowed?: string }) =>
      p.allowed
        ? `Codes cannot be sent to phone numbers of this country for this verification. Please use a number from ${p.allowed}.`
        : "Codes cannot be sent to phone numbers of this country for this verification. Please use another number.",
    sms_failed: "We could not text this number. Check it and send a new code.",
  },
} satisfies FlowMessages;
