import type { z } from "zod";
import { verifyCode, type verifyCodeBody } from "../codes/verify-code.js";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { phoneChannel } from "./channel.js";

/** Checks the phone code (src/flows/codes/verify-code.ts); the phone flow becomes verified. */
export async function verifyPhoneCode(subject: SdkSubject, body: z.output<typeof verifyCodeBody>) {
  assertWritable(subject);
  assertFlowRequested(subject, "phone");
  return verifyCode(phoneChannel, subject, body);
}
