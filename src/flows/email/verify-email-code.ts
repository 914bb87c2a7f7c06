import type { z } from "zod";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { verifyCode, type verifyCodeBody } from "../codes/verify-code.js";
import { emailChannel } from "./channel.js";

/** Checks the email code (src/flows/codes/verify-code.ts); the email flow becomes verified. */
export async function verifyEmailCode(subject: SdkSubject, body: z.output<typeof verifyCodeBody>) {
  assertWritable(subject);
  assertFlowRequested(subject, "email");
  return verifyCode(emailChannel, subject, body);
}
