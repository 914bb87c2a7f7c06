import got from "got";
import { SMS_PROVIDER_TIMEOUT_MS, SmsRejected, type SmsMessage, type SmsProvider } from "./provider.js";

export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: `POST {api}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded
 * To/From/Body, HTTP basic auth sid:token; 201 means accepted. A 4xx (other than 429) is a
 * refusal (SmsRejected); 429, 5xx and network errors throw plain errors, so the job retries.
 */
export function twilioProvider(settings: TwilioSettings): SmsProvider {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  return {
    name: "twilio",
    async send(message: SmsMessage) {
      const response = await got.post(url, {
        form: { To: message.to, From: settings.from, Body: message.body },
        username: settings.accountSid,
        password: settings.authToken,
        timeout: { request: settings.timeoutMs ?? SMS_PROVIDER_TIMEOUT_MS },
        retry: { limit: 0 },
        throwHttpErrors: false,
        responseType: "text",
      });
      let body: { sid?: unknown; code?: unknown } = {};
      try {
        body = JSON.parse(response.body) as typeof body;
      } catch {
        // Not JSON (a proxy's error page): judged by the status alone.
      }
      if (response.statusCode === 201 || response.statusCode === 200) {
        if (typeof body.sid !== "string") throw new Error(`Twilio answered ${response.statusCode} without a message sid`);
        return { id: body.sid };
      }
      // Twilio's own error text repeats the number, so only its numeric code is kept.
      const code = typeof body.code === "number" ? ` (Twilio error ${body.code})` : "";
      if (response.statusCode >= 400 && response.statusCode < 500 && response.statusCode !== 429)
        throw new SmsRejected(`The SMS provider refused the message: HTTP ${response.statusCode}${code}.`);
      throw new Error(`Twilio answered HTTP ${response.statusCode}${code}`);
    },
  };
}
