import got from "got";
import { z } from "zod";
import { SMS_PROVIDER_TIMEOUT_MS, SmsRejected, type SentSms, type SmsMessage, type SmsProvider } from "./provider.js";

export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/** A page of Twilio's message list (the fields read here; Twilio sends many more). */
const messagePage = z.object({
  messages: z.array(z.object({ sid: z.string(), body: z.string(), date_created: z.string() })),
  next_page_uri: z.string().nullish(),
});

/** Pages read at most when listing one number's messages: a number gets a few codes a day. */
const LIST_MAX_PAGES = 5;
const LIST_PAGE_SIZE = 100;
/** Clock difference allowed between this database and Twilio when bounding the list by time. */
const CLOCK_SLACK_MS = 60_000;

/**
 * Twilio's Messages API: `POST {api}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded
 * To/From/Body, HTTP basic auth sid:token; 201 means accepted. A 4xx (other than 429) is a
 * refusal (SmsRejected); 429, 5xx and network errors throw plain errors, so the job retries.
 * `sentTo` reads the message list, `GET` the same URL with `To`, `From` and `DateSent>=` (a GMT
 * day) filters, newest first, paged by `next_page_uri`; any answer but 200 throws (a retry).
 */
export function twilioProvider(settings: TwilioSettings): SmsProvider {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  // Every call: basic auth, one try (the jobs retry), the status judged here, the body as text.
  const call = {
    username: settings.accountSid,
    password: settings.authToken,
    timeout: { request: settings.timeoutMs ?? SMS_PROVIDER_TIMEOUT_MS },
    retry: { limit: 0 },
    throwHttpErrors: false,
    responseType: "text",
  } as const;
  return {
    name: "twilio",
    async send(message: SmsMessage) {
      const response = await got.post(url, { ...call, form: { To: message.to, From: settings.from, Body: message.body } });
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
    async sentTo({ to, since }) {
      const from = since.getTime() - CLOCK_SLACK_MS;
      const filters = new URLSearchParams({ To: to, From: settings.from, "DateSent>": new Date(from).toISOString().slice(0, 10), PageSize: String(LIST_PAGE_SIZE) });
      let next: string | null = `${url}?${filters}`;
      const found: SentSms[] = [];
      for (let pages = 0; next !== null; pages++) {
        if (pages === LIST_MAX_PAGES) return "unknown";
        const response = await got.get(next, call);
        if (response.statusCode !== 200) throw new Error(`Twilio answered HTTP ${response.statusCode} to a message list`);
        const page = messagePage.parse(JSON.parse(response.body));
        let reachedOlder = false;
        for (const message of page.messages) {
          if (Date.parse(message.date_created) < from) reachedOlder = true;
          else found.push({ id: message.sid, body: message.body });
        }
        next = !reachedOlder && page.next_page_uri ? `${settings.apiUrl}${page.next_page_uri}` : null;
      }
      return found;
    },
  };
}
