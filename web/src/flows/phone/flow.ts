import type { FlowStatus, SdkSession } from "../../sdk/proofbase-verify.js";
import { defineFlow } from "../define.js";
import type { messages } from "./messages-en.js";

export interface PhoneFlow {
  type: "phone";
  status: FlowStatus;
  phone_number_masked: string | null;
  /** The countries (ISO 3166 alpha-2, sorted) the number may belong to for this account; null once verified. */
  allowed_countries: string[] | null;
  /** When the outstanding code was sent; null when none can still be entered (a reloaded page resumes at the code field). */
  code_sent_at: string | null;
  /** When a new code may be sent; null when no code is outstanding. */
  resend_available_at: string | null;
  /** How many guesses the outstanding code still takes; null when no code is outstanding. */
  code_attempts_left: number | null;
  /** Set when the last text message could not be sent. */
  error: { code: string; message: string } | null;
}

export interface CodeSent {
  phone_number_masked: string;
  expires_at: string;
  resend_available_at: string;
}

export const phone = defineFlow<PhoneFlow, typeof messages>()({
  type: "phone",
  methods: (call) => ({
    /** `locale` (`en`, `es`, `fr`): the language of the text message; English when not given. */
    sendPhoneCode: (phoneNumber: string, locale?: string) => call<CodeSent>("POST", "/phone/send-code", { phone_number: phoneNumber, ...(locale ? { locale } : {}) }),
    verifyPhoneCode: (code: string) => call<SdkSession>("POST", "/phone/verify", { code }),
  }),
});
