import type { FlowStatus, SdkSession } from "../../sdk/proofbase-verify.js";
import { defineFlow } from "../define.js";
import type { messages } from "./messages-en.js";

export interface EmailFlow {
  type: "email";
  status: FlowStatus;
  email_masked: string | null;
  /** When the outstanding code was sent; null when none can still be entered (a reloaded page resumes at the code field). */
  code_sent_at: string | null;
  /** When a new code may be sent; null when no code is outstanding. */
  resend_available_at: string | null;
  /** How many guesses the outstanding code still takes; null when no code is outstanding. */
  code_attempts_left: number | null;
  /** Set when the last email could not be sent. */
  error: { code: string; message: string } | null;
}

export interface EmailCodeSent {
  email_masked: string;
  expires_at: string;
  resend_available_at: string;
}

export const email = defineFlow<EmailFlow, typeof messages>()({
  type: "email",
  methods: (call) => ({
    /** `locale` (`en`, `es`, `fr`): the language of the email; English when not given. */
    sendEmailCode: (email: string, locale?: string) => call<EmailCodeSent>("POST", "/email/send-code", { email, ...(locale ? { locale } : {}) }),
    verifyEmailCode: (code: string) => call<SdkSession>("POST", "/email/verify", { code }),
  }),
});
