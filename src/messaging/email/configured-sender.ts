import { config } from "../../platform/config.js";
import { consoleSender } from "./console-sender.js";
import type { EmailSender } from "./email-sender.js";
import { smtpSender } from "./smtp-sender.js";

let sender: EmailSender | undefined;

/** The sender EMAIL_PROVIDER names (config refuses `console` in production). */
export function configuredEmailSender(): EmailSender {
  sender ??= config.EMAIL_PROVIDER === "smtp" ? smtpSender({ url: config.SMTP_URL, from: config.EMAIL_FROM }) : consoleSender();
  return sender;
}
