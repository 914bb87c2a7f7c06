import nodemailer from "nodemailer";
import { EmailRejected, type EmailMessage, type EmailSender } from "./email-sender.js";

export interface SmtpSettings {
  /** smtp://, smtps:// (credentials in the URL). */
  url: string;
  /** The From header, e.g. `Proofbase <no-reply@example.com>`. */
  from: string;
}

/** SMTP through nodemailer, with a pooled connection. A 5xx answer is a refusal; anything else is retried by the caller. */
export function smtpSender({ url, from }: SmtpSettings): EmailSender {
  const transport = nodemailer.createTransport(url, { from });
  return {
    name: "smtp",
    async send(message: EmailMessage) {
      try {
        const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        return { id: info.messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // The server's words can quote the address: say only the code.
        if (code !== undefined && code >= 500 && code < 600) throw new EmailRejected(`The mail server refused the message (SMTP ${code}).`);
        throw error;
      }
    },
  };
}
