import examples from "libphonenumber-js/mobile/examples";
import { getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * Phone numbers as people type them in their country ("06 12 34 56 78" in France), turned into
 * the E.164 form the SDK API takes. A chunk of its own (libphonenumber-js's small metadata, about
 * 25 KB gzipped), fetched when a phone step is shown; the service validates again with the full
 * metadata (src/messaging/sms/phone-number.ts).
 */
export interface PhoneCountry {
  code: CountryCode;
  callingCode: string;
  /** A mobile number of the country in its national format, or null when the metadata has none. */
  example: string | null;
}

export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code), example: getExampleNumber(code, examples)?.formatNational() ?? null }));
}

export const isCountry = (value: string): value is CountryCode => (getCountries() as string[]).includes(value);

/**
 * What was typed, read in `country` unless it starts with + (then its own country code decides):
 * the number to send (E.164) and how it reads internationally, or null when it cannot be a number
 * (then the page sends what was typed, cleaned, and the service says why it is refused).
 */
export function readPhoneNumber(typed: string, country: CountryCode): { e164: string; international: string; country: CountryCode | null } | null {
  const parsed = parsePhoneNumberFromString(typed, typed.trim().startsWith("+") ? undefined : country);
  if (!parsed || !parsed.isPossible()) return null;
  return { e164: parsed.number, international: parsed.formatInternational(), country: parsed.country ?? null };
}
