import got from "got";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, PRODUCTION_TWILIO } from "../../../test/support/production-env.js";
import { loadConfig } from "../../platform/config.js";
import { startTwilioServer, type TwilioServer } from "../../../test/support/twilio-server.js";
import { consoleProvider } from "./console-provider.js";
import { SmsRejected } from "./provider.js";
import { twilioProvider } from "./twilio-provider.js";

let twilio: TwilioServer;
beforeAll(async () => {
  twilio = await startTwilioServer({ invalidNumbers: ["+15005550001"] });
});
afterAll(() => twilio.close());

const provider = (overrides: Partial<Parameters<typeof twilioProvider>[0]> = {}) =>
  twilioProvider({ apiUrl: twilio.apiUrl, accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.from, ...overrides });

describe("twilio provider", () => {
  it("posts To/From/Body form-encoded with basic auth and returns the message sid", async () => {
    const sent = await provider().send({ to: "+33612345678", body: "123456 is your code" });
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.messages.at(-1)).toMatchObject({ sid: sent.id, to: "+33612345678", from: twilio.from, body: "123456 is your code" });
  });

  it("a 4xx is a refusal that names Twilio's error code, never the number; 5xx, 429 and network errors are retryable", async () => {
    const refused = await provider().send({ to: "+15005550001", body: "x" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsRejected);
    expect((refused as SmsRejected).reason).toBe("The SMS provider refused the message: HTTP 400 (Twilio error 21211).");
    const badAuth = await provider({ authToken: "wrong" }).send({ to: "+33612345678", body: "x" }).catch((e: unknown) => e);
    expect(badAuth).toBeInstanceOf(SmsRejected);
    for (const status of [500, 503, 429]) {
      twilio.failNext(status);
      const error = await provider().send({ to: "+33612345678", body: "x" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SmsRejected);
    }
    const down = await provider({ apiUrl: "http://127.0.0.1:9" }).send({ to: "+33612345678", body: "x" }).catch((e: unknown) => e);
    expect(down).not.toBeInstanceOf(SmsRejected);
  });
});

describe("twilio message list (the stand-in's wire format, and sentTo)", () => {
  const auth = () => ({ username: twilio.accountSid, password: twilio.authToken });
  const listUrl = () => `${twilio.apiUrl}/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`;
  const day = (date: Date) => date.toISOString().slice(0, 10);

  it("lists messages newest first, filtered by To, From and DateSent>=, paged by next_page_uri", async () => {
    const to = "+33612340001";
    const yesterday = new Date(Date.now() - 86_400_000);
    twilio.accept({ to, from: twilio.from, body: "old", sentAt: yesterday });
    twilio.accept({ to, from: "+15005550009", body: "another sender" });
    for (const body of ["one", "two", "three"]) twilio.accept({ to, from: twilio.from, body, sentAt: new Date(Date.now() + ["one", "two", "three"].indexOf(body)) });
    const query = new URLSearchParams({ To: to, From: twilio.from, "DateSent>": day(new Date()), PageSize: "2" });
    const first = await got.get(`${listUrl()}?${query}`, auth()).json<Record<string, unknown> & { messages: Record<string, unknown>[]; next_page_uri: string }>();
    expect(Object.keys(first).sort()).toEqual(["end", "first_page_uri", "messages", "next_page_uri", "page", "page_size", "previous_page_uri", "start", "uri"]);
    expect(first).toMatchObject({ page: 0, page_size: 2, start: 0, end: 1, previous_page_uri: null });
    expect(first.messages.map((m) => m.body)).toEqual(["three", "two"]);
    expect(first.messages[0]).toMatchObject({ to, from: twilio.from, direction: "outbound-api", status: "delivered", sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(first.messages[0]!.date_sent).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(first.next_page_uri).toMatch(new RegExp(`^/2010-04-01/Accounts/${twilio.accountSid}/Messages\\.json\\?.*Page=1&PageToken=PA`));
    const second = await got.get(`${twilio.apiUrl}${first.next_page_uri}`, auth()).json<{ messages: { body: string }[]; next_page_uri: string | null; page: number }>();
    expect(second).toMatchObject({ page: 1, next_page_uri: null });
    expect(second.messages.map((m) => m.body)).toEqual(["one"]);
    const withYesterday = await got.get(`${listUrl()}?${new URLSearchParams({ To: to, From: twilio.from, "DateSent>": day(yesterday) })}`, auth()).json<{ messages: { body: string }[] }>();
    expect(withYesterday.messages.map((m) => m.body)).toEqual(["three", "two", "one", "old"]);
    const wrong = await got.get(listUrl(), { username: twilio.accountSid, password: "wrong", throwHttpErrors: false });
    expect(wrong.statusCode).toBe(401);
  });

  it("sentTo reads every page back to `since` and no further; a list too long to read is unknown; errors throw", async () => {
    const to = "+33612340002";
    const since = new Date();
    twilio.accept({ to, from: twilio.from, body: "before since", sentAt: new Date(since.getTime() - 3_600_000) });
    for (let i = 0; i < 150; i++) twilio.accept({ to, from: twilio.from, body: `message ${i}`, sentAt: new Date(since.getTime() + i) });
    const listed = twilio.listRequests.length;
    const sent = await provider().sentTo({ to, since });
    expect(sent).not.toBe("unknown");
    expect((sent as { body: string }[]).map((m) => m.body)).toEqual(Array.from({ length: 150 }, (_, i) => `message ${149 - i}`));
    expect(twilio.listRequests.length - listed).toBe(2);
    expect(twilio.listRequests.at(-2)).toContain(`DateSent%3E=${day(new Date(since.getTime() - 60_000))}`);

    const busy = "+33612340003";
    for (let i = 0; i < 501; i++) twilio.accept({ to: busy, from: twilio.from, body: `m${i}`, sentAt: new Date(since.getTime() + i) });
    expect(await provider().sentTo({ to: busy, since })).toBe("unknown");

    twilio.failNext(503);
    await expect(provider().sentTo({ to, since })).rejects.toThrow(/HTTP 503/);
    expect(await provider().sentTo({ to: "+33612340004", since })).toEqual([]);
  });

  it("the console provider cannot tell", async () => {
    expect(await consoleProvider(() => {}).sentTo({ to: "+33612345678", since: new Date() })).toBe("unknown");
  });
});

describe("console provider and settings", () => {
  it("prints the message (development only)", async () => {
    const lines: string[] = [];
    await consoleProvider((line) => lines.push(line)).send({ to: "+33612345678", body: "123456 is your code" });
    expect(lines.join("")).toContain("123456 is your code");
  });

  it("is refused in production; twilio needs its credentials", () => {
    const production = PRODUCTION_ENV;
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER: console is for development only/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID: must be set/);
    const ok = loadConfig({ ...production, ...PRODUCTION_TWILIO });
    expect(ok.SMS_PROVIDER).toBe("twilio");
    expect(loadConfig({ PORT: "4123" }).PUBLIC_URL).toBe("http://127.0.0.1:4123");
    expect(loadConfig({ PUBLIC_URL: "https://verify.example.com/" }).PUBLIC_URL).toBe("https://verify.example.com");
  });

  it("reads the SMS guard's settings, refusing what it cannot use", () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ SMS_ALLOWED_LINE_TYPES: ["MOBILE", "FIXED_LINE_OR_MOBILE"], SMS_DEFAULT_COUNTRIES: [], SMS_SENDING_ENABLED: true });
    expect(defaults).toMatchObject({ SMS_MAX_PER_MERCHANT_PER_DAY: 1000, SMS_MAX_PER_NUMBER_PER_HOUR: 5, SMS_MAX_PER_IP_PER_HOUR: 20 });
    expect(loadConfig({ SMS_ALLOWED_LINE_TYPES: "MOBILE, VOIP" }).SMS_ALLOWED_LINE_TYPES).toEqual(["MOBILE", "VOIP"]);
    expect(() => loadConfig({ SMS_ALLOWED_LINE_TYPES: "MOBILE,SATELLITE" })).toThrow(/SMS_ALLOWED_LINE_TYPES/);
    expect(loadConfig({ SMS_DEFAULT_COUNTRIES: "all" }).SMS_DEFAULT_COUNTRIES).toEqual(["ALL"]);
    expect(loadConfig({ SMS_DEFAULT_COUNTRIES: "us, fr" }).SMS_DEFAULT_COUNTRIES).toEqual(["US", "FR"]);
    expect(() => loadConfig({ SMS_DEFAULT_COUNTRIES: "USA" })).toThrow(/SMS_DEFAULT_COUNTRIES/);
    expect(() => loadConfig({ SMS_DEFAULT_COUNTRIES: "GB,UK" })).toThrow(/SMS_DEFAULT_COUNTRIES/);
    expect(loadConfig({ SMS_SENDING_ENABLED: "false" }).SMS_SENDING_ENABLED).toBe(false);
  });
});
