import { randomUUID } from "node:crypto";
import type { SmsMessage, SmsProvider } from "./provider.js";

/**
 * Development only (config refuses it in production): prints the text to the worker's stdout,
 * so a developer can read the code. Never used in production, where logs must not hold codes.
 */
export function consoleProvider(write: (line: string) => void = (line) => process.stdout.write(line)): SmsProvider {
  return {
    name: "console",
    async send(message: SmsMessage) {
      write(`\n[sms to ${message.to}] ${message.body}\n\n`);
      return { id: `console-${randomUUID()}` };
    },
    // Standard output keeps nothing to ask: a restored development database texts again.
    sentTo: async () => "unknown" as const,
  };
}
