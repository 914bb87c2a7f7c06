import { randomUUID } from "node:crypto";
import type { EmailMessage, EmailSender } from "./email-sender.js";

/**
 * Development only (config refuses it in production): prints the message to the worker's
 * stdout, so a developer can read the code. Never used in production, where logs must not hold codes.
 */
export function consoleSender(write: (line: string) => void = (line) => process.stdout.write(line)): EmailSender {
  return {
    name: "console",
    async send(message: EmailMessage) {
      write(`\n[email to ${message.to}] ${message.subject}\n${message.text}\n\n`);
      return { id: `console-${randomUUID()}` };
    },
  };
}
