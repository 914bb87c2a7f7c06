import { startPrivateDatabase } from "./private-database.js";
import { startSmtpServer } from "./smtp-server.js";

/**
 * For a file that sends mail through the outbox and whose repairs act on every row: an SMTP
 * stand-in the configuration points at, and a database of the file's own. Call it in vi.hoisted,
 * before anything reads src/platform/config.ts.
 */
export async function startPrivateMail() {
  const smtp = await startSmtpServer();
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = smtp.url;
  return { smtp, privateDatabase: await startPrivateDatabase() };
}
