import { config } from "../../platform/config.js";
import { consoleProvider } from "./console-provider.js";
import type { SmsProvider } from "./provider.js";
import { twilioProvider } from "./twilio-provider.js";

let provider: SmsProvider | undefined;

/** The provider SMS_PROVIDER names (config refuses `console` in production). */
export function configuredSmsProvider(): SmsProvider {
  provider ??=
    config.SMS_PROVIDER === "twilio"
      ? twilioProvider({ apiUrl: config.TWILIO_API_URL, accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM })
      : consoleProvider();
  return provider;
}
