import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The SMTP envelope. */
  mailFrom: string;
  rcptTo: string[];
  /** Headers by lower-case name (unfolded). */
  headers: Record<string, string>;
  /** The whole message as received. */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, what SMTP_URL takes. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The messages sent to `address` (envelope recipient), in order. */
  to(address: string): ReceivedMail[];
  /** How many times `address` was refused (a recipient of `refuse`, answered 550). */
  refusals(address: string): number;
  close(): Promise<void>;
}

function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, keeping what it receives.
 * Recipients in `refuse` are answered 550 at RCPT TO, as a mail server refusing a mailbox would.
 */
export async function startSmtpServer(options: { refuse?: string[] } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set(options.refuse ?? []);
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) return refused.push(address.address), callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom;
        received.push({ mailFrom: from ? from.address : "", rcptTo: session.envelope.rcptTo.map((r) => r.address), headers: headersOf(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    to: (address) => received.filter((mail) => mail.rcptTo.includes(address)),
    refusals: (address) => refused.filter((a) => a === address).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
