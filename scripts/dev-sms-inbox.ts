/**
 * The text messages of `npm run dev`: live-mode codes go out through the real Twilio provider to a
 * local server that speaks Twilio's Messages API (test/support/twilio-server.ts, the one the tests
 * use), and this inbox shows what it received: `GET /` (a page a person reads their code on) and
 * `GET /messages.json` (newest first, for scripts such as `npm run demo:live`).
 */
import { createServer, type Server } from "node:http";
import { startTwilioServer, type TwilioServer } from "../test/support/twilio-server.js";

export interface DevSmsInbox {
  url: string;
  /** SMS_PROVIDER and TWILIO_ settings that send to the local Messages API. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(twilio: TwilioServer): string {
  const rows = [...twilio.messages]
    .reverse()
    .map((m) => `<tr><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.body)}</td></tr>`)
    .join("");
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="3"><title>Proofbase dev SMS inbox</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
<h1>Text messages sent by npm run dev</h1><p>Live-mode phone codes land here instead of a phone (newest first; refreshes every 3 s).</p>
<table><thead><tr><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="2">None yet.</td></tr>'}</tbody></table>`;
}

export async function startDevSmsInbox(port: number): Promise<DevSmsInbox> {
  const twilio = await startTwilioServer();
  const server: Server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/messages.json") {
      const newestFirst = [...twilio.messages].reverse().map(({ to, body, sid }) => ({ sid, to, body }));
      return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(newestFirst));
    }
    if (req.method === "GET" && req.url === "/") return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page(twilio));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    env: {
      SMS_PROVIDER: "twilio",
      TWILIO_API_URL: twilio.apiUrl,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: twilio.from,
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await twilio.close();
    },
  };
}
