import { config } from "../../../platform/config.js";
import type { EmailMessage } from "../../../messaging/email/email-sender.js";

/** The reset link: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const resetLink = (token: string) => `${config.PUBLIC_URL}/reset#token=${token}`;

export function passwordResetEmail(to: string, token: string): EmailMessage {
  const link = resetLink(token);
  return {
    to,
    subject: "Reset your Proofbase password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Proofbase account.",
      "",
      `Choose a new password here: ${link}`,
      "",
      "The link works once, for 30 minutes. Using it signs you out everywhere.",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}
