import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** performance.now() when the request was read in full. */
  receivedAt: number;
}

export interface TwilioServerOptions {
  accountSid?: string;
  authToken?: string;
  /** Numbers Twilio refuses with 400 / error 21211 ("not a valid phone number"). */
  invalidNumbers?: string[];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

const error = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/**
 * A local stand-in for Twilio's Messages API, speaking its wire format: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json`, HTTP basic auth `sid:token`, form-encoded To/From/Body,
 * 201 with a message resource; 401 (error 20003) for bad credentials, 400 (error 21211) for an
 * invalid number, and whatever `failNext` asks for (e.g. a 503 the client must retry).
 */
export async function startTwilioServer(options: TwilioServerOptions = {}) {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const invalid = new Set(options.invalidNumbers ?? []);
  const messages: ReceivedSms[] = [];
  const failures: number[] = [];
  // Gates the answers to the next accepted messages: each is recorded, then waits for its gate.
  const holds: Promise<void>[] = [];
  let requests = 0;

  const server: Server = createServer(async (req, res) => {
    requests++;
    const body = await readBody(req);
    if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return error(res, 404, 20404, "The requested resource was not found");
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return error(res, 401, 20003, "Authenticate");
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return error(res, 400, 21201, "No 'To' number is specified");
    const failure = failures.shift();
    if (failure !== undefined) return error(res, failure, failure >= 500 ? 20500 : 20429, "Internal Server Error");
    const form = new URLSearchParams(body);
    const to = form.get("To") ?? "";
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (invalid.has(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const sms: ReceivedSms = { sid: `SM${randomBytes(16).toString("hex")}`, to, from: form.get("From") ?? "", body: form.get("Body") ?? "", receivedAt: performance.now() };
    messages.push(sms);
    const hold = holds.shift();
    if (hold) await hold;
    const now = new Date().toUTCString();
    json(res, 201, {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body: sms.body,
      date_created: now,
      date_updated: now,
      date_sent: null,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from: sms.from,
      num_media: "0",
      num_segments: "1",
      price: null,
      price_unit: "USD",
      sid: sms.sid,
      status: "queued",
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sms.sid}.json`,
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from: "+15005550006",
    messages,
    /** Answers the next `times` valid requests with `status` (4xx or 5xx). */
    failNext(status: number, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    requestCount: () => requests,
    /** The next accepted message is recorded at once but answered only when `release()` is called. */
    holdNextAnswer() {
      let release!: () => void;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return { release };
    },
    /** The 6-digit code in the last message sent to `to`. */
    codeSentTo(to: string): string | undefined {
      const last = messages.filter((m) => m.to === to).at(-1);
      return last ? /\b(\d{6})\b/.exec(last.body)?.[1] : undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TwilioServer = Awaited<ReturnType<typeof startTwilioServer>>;
