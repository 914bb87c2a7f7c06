/**
 * The inbox of `npm run dev`, for text messages and emails. Live-mode phone codes go out through
 * the real Twilio provider to a local server that speaks Twilio's Messages API
 * (test/support/twilio-server.ts); emails go out through the real SMTP sender (nodemailer) to a
 * local SMTP server (test/support/smtp-server.ts, the `smtp-server` package). Both are the ones
 * the tests use. This inbox shows what they received: `GET /` (a page a person reads their code
 * on), `GET /messages.json` (texts, newest first, for scripts such as `npm run demo:live`) and
 * `GET /mail.json` (emails, newest first).
 */
import { createServer, type Server } from "node:http";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../test/support/smtp-server.js";
import { startTwilioServer, type TwilioServer } from "../test/support/twilio-server.js";

export interface DevInbox {
  url: string;
  /** The SMS_PROVIDER/TWILIO_ and EMAIL_PROVIDER/SMTP_URL settings that send here. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text/plain part of a message as nodemailer writes it (7bit or quoted-printable). */
function plainText(mail: ReceivedMail): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(mail.raw)?.[1] ?? "";
  return part.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))).trim();
}

const mailJson = (smtp: TestSmtpServer | null) =>
  [...(smtp?.received ?? [])].reverse().map((m) => ({ to: m.rcptTo.join(", "), from: m.headers.from ?? "", subject: m.headers.subject ?? "", text: plainText(m) }));

function page(twilio: TwilioServer | null, smtp: TestSmtpServer | null): string {
  const texts = [...(twilio?.messages ?? [])]
    .reverse()
    .map((m) => `<tr><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.body)}</td></tr>`)
    .join("");
  const mails = mailJson(smtp)
    .map((m) => `<tr><td>${escapeHtml(m.to)}</td><td><strong>${escapeHtml(m.subject)}</strong><br><small>${escapeHtml(m.text)}</small></td></tr>`)
    .join("");
  const none = '<tr><td colspan="2">None yet.</td></tr>';
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="3"><title>Proofbase dev inbox</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin-bottom:2rem}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}</style>
<h1>Messages sent by npm run dev</h1><p>Live-mode codes land here instead of a phone or a mailbox (newest first; refreshes every 3 s).</p>
<h2>Text messages</h2>${twilio ? `<table><thead><tr><th>To</th><th>Message</th></tr></thead><tbody>${texts || none}</tbody></table>` : "<p>SMS_PROVIDER is set: texts go elsewhere.</p>"}
<h2>Emails</h2>${smtp ? `<table><thead><tr><th>To</th><th>Message</th></tr></thead><tbody>${mails || none}</tbody></table>` : "<p>EMAIL_PROVIDER is set: emails go elsewhere.</p>"}`;
}

/** Starts the local Messages API and SMTP server (each unless its provider is configured) and the inbox page on `port`. */
export async function startDevInbox(port: number, want: { sms: boolean; mail: boolean }): Promise<DevInbox> {
  const [twilio, smtp] = await Promise.all([want.sms ? startTwilioServer() : null, want.mail ? startSmtpServer() : null]);
  const server: Server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/messages.json") {
      const newestFirst = [...(twilio?.messages ?? [])].reverse().map(({ to, body, sid }) => ({ sid, to, body }));
      return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(newestFirst));
    }
    if (req.method === "GET" && req.url === "/mail.json") return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(mailJson(smtp)));
    if (req.method === "GET" && req.url === "/") return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page(twilio, smtp));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    env: {
      ...(twilio
        ? { SMS_PROVIDER: "twilio", TWILIO_API_URL: twilio.apiUrl, TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: twilio.from }
        : {}),
      ...(smtp ? { EMAIL_PROVIDER: "smtp", SMTP_URL: smtp.url, EMAIL_FROM: "Proofbase Dev <verify@proofbase.localhost>" } : {}),
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([twilio?.close(), smtp?.close()]);
    },
  };
}
