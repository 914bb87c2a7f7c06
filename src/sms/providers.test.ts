import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, PRODUCTION_TWILIO } from "../../test/support/production-env.js";
import { loadConfig } from "../config.js";
import { startTwilioServer, type TwilioServer } from "../../test/support/twilio-server.js";
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
