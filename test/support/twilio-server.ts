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
  /** When Twilio created (and, here, sent) it: the list's `date_created` and `date_sent`. */
  sentAt: Date;
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

/** Twilio's dates: RFC 2822 in GMT, `Wed, 18 Aug 2010 20:01:40 +0000`. */
const rfc2822 = (date: Date) => date.toUTCString().replace("GMT", "+0000");

/** One GMT day (`YYYY-MM-DD`, as the `DateSent` filters take it) as its first millisecond, or NaN. */
const dayStart = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN);
const DAY_MS = 86_400_000;

/**
 * A local stand-in for Twilio's Messages API, speaking its wire format: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json`, HTTP basic auth `sid:token`, form-encoded To/From/Body,
 * 201 with a message resource; 401 (error 20003) for bad credentials, 400 (error 21211) for an
 * invalid number, and whatever `failNext` asks for (e.g. a 503 the client must retry). `GET` on
 * the same URL lists the messages accepted (see `list`).
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
  const listRequests: string[] = [];

  function accept(message: { to: string; from: string; body: string; sentAt?: Date }): ReceivedSms {
    const sms: ReceivedSms = { sid: `SM${randomBytes(16).toString("hex")}`, receivedAt: performance.now(), sentAt: new Date(), ...message };
    messages.push(sms);
    return sms;
  }

  /** A message as the list shows it: sent by now (the create answer said `queued`). */
  const resource = (sms: ReceivedSms) => ({
    account_sid: accountSid,
    api_version: "2010-04-01",
    body: sms.body,
    date_created: rfc2822(sms.sentAt),
    date_updated: rfc2822(sms.sentAt),
    date_sent: rfc2822(sms.sentAt),
    direction: "outbound-api",
    error_code: null,
    error_message: null,
    from: sms.from,
    messaging_service_sid: null,
    num_media: "0",
    num_segments: "1",
    price: "-0.00750",
    price_unit: "USD",
    sid: sms.sid,
    status: "delivered",
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sms.sid}/Media.json` },
    to: sms.to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sms.sid}.json`,
  });

  /**
   * `GET Messages.json`: Twilio's list, newest `date_sent` first, filtered by `To`, `From` and
   * `DateSent` (a GMT day; the keys `DateSent>` and `DateSent<` read `DateSent>=day` as on or after
   * that day's midnight, `DateSent<=day` as on or before that day), paged by `PageSize` (default
   * 50, at most 1000) and `Page` with its `PageToken`, each page naming the next in `next_page_uri`.
   */
  function list(res: ServerResponse, path: string, query: URLSearchParams): void {
    const filters: ((m: ReceivedSms) => boolean)[] = [];
    const to = query.get("To");
    const from = query.get("From");
    if (to !== null) filters.push((m) => m.to === to);
    if (from !== null) filters.push((m) => m.from === from);
    for (const [key, test] of [
      ["DateSent", (t: number, d: number) => t >= d && t < d + DAY_MS],
      ["DateSent>", (t: number, d: number) => t >= d],
      ["DateSent<", (t: number, d: number) => t < d + DAY_MS],
    ] as const) {
      const value = query.get(key);
      if (value === null) continue;
      const day = dayStart(value);
      if (Number.isNaN(day)) return error(res, 400, 20001, `Invalid ${key} date: ${value}`);
      filters.push((m) => test(m.sentAt.getTime(), day));
    }
    const pageSize = Number(query.get("PageSize") ?? 50);
    const page = Number(query.get("Page") ?? 0);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000 || !Number.isInteger(page) || page < 0)
      return error(res, 400, 20001, "Invalid paging parameters");
    const matching = messages.filter((m) => filters.every((f) => f(m))).sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.receivedAt - a.receivedAt);
    const start = page * pageSize;
    const slice = matching.slice(start, start + pageSize);
    const pageUri = (n: number, token?: string) => {
      const params = new URLSearchParams([...query].filter(([k]) => k !== "Page" && k !== "PageToken" && k !== "PageSize"));
      params.set("PageSize", String(pageSize));
      params.set("Page", String(n));
      if (token) params.set("PageToken", token);
      return `${path}?${params}`;
    };
    json(res, 200, {
      end: start + Math.max(slice.length - 1, 0),
      first_page_uri: pageUri(0),
      messages: slice.map(resource),
      next_page_uri: start + pageSize < matching.length ? pageUri(page + 1, `PASM${slice.at(-1)!.sid.slice(2)}`) : null,
      page,
      page_size: pageSize,
      previous_page_uri: page > 0 ? pageUri(page - 1, `PBSM${matching[start]?.sid.slice(2) ?? ""}`) : null,
      start,
      uri: pageUri(page, query.get("PageToken") ?? undefined),
    });
  }

  const server: Server = createServer(async (req, res) => {
    requests++;
    const body = await readBody(req);
    const listPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    const url = new URL(req.url ?? "/", "http://twilio.local");
    if (url.pathname !== listPath || (req.method !== "POST" && req.method !== "GET"))
      return error(res, 404, 20404, "The requested resource was not found");
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return error(res, 401, 20003, "Authenticate");
    if (req.method === "GET") {
      listRequests.push(url.search);
      const failure = failures.shift();
      if (failure !== undefined) return error(res, failure, failure >= 500 ? 20500 : 20429, "Internal Server Error");
      return list(res, listPath, url.searchParams);
    }
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return error(res, 400, 21201, "No 'To' number is specified");
    const failure = failures.shift();
    if (failure !== undefined) return error(res, failure, failure >= 500 ? 20500 : 20429, "Internal Server Error");
    const form = new URLSearchParams(body);
    const to = form.get("To") ?? "";
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (invalid.has(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const sms = accept({ to, from: form.get("From") ?? "", body: form.get("Body") ?? "" });
    const hold = holds.shift();
    if (hold) await hold;
    const now = rfc2822(sms.sentAt);
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
    /** The query strings of the message-list requests (`GET Messages.json`) so far. */
    listRequests,
    /**
     * Records a message as accepted without anyone asking (e.g. sent by a process whose database
     * was lost since), shown by the list like any other.
     */
    accept,
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

/** The settings that send the service's texts through `server` with the real Twilio provider. */
export function twilioEnv(server: Pick<TwilioServer, "apiUrl" | "accountSid" | "authToken" | "from">): Record<string, string> {
  return { SMS_PROVIDER: "twilio", TWILIO_API_URL: server.apiUrl, TWILIO_ACCOUNT_SID: server.accountSid, TWILIO_AUTH_TOKEN: server.authToken, TWILIO_FROM: server.from };
}
