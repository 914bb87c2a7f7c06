import { getCountries } from "libphonenumber-js/max";
import { config } from "../../platform/config.js";
import { FlowRefused } from "../../platform/errors/domain-errors.js";
import { namesAllowedCountries } from "./named-allowed.js";

/**
 * Countries left out of the platform's default (docs/security.md, "SMS", says why each): where a
 * text costs the most and SMS pumping (artificially inflated traffic) is most reported, or where
 * providers cannot deliver at all. An account may still list any of them in its own allowlist.
 */
export const HIGH_RISK_SMS_COUNTRIES: readonly string[] = [
  // Sanctioned: major providers refuse to deliver.
  "CU", "IR", "KP", "SY",
  // Central Asia and the Caucasus: high termination rates, the most reported pumping targets.
  "AZ", "KG", "TJ", "TM", "UZ",
  // Small networks with very high termination rates and little legitimate verification traffic.
  "CK", "ER", "NR", "NU", "PG", "SB", "SL", "SO", "TK", "TO", "TV", "VU", "WS",
];

/** The ISO 3166 alpha-2 codes a phone number can belong to (libphonenumber-js's regions). */
export const SMS_COUNTRY_CODES: ReadonlySet<string> = new Set(getCountries());

/** The platform's default when an account has not chosen its own countries. */
export function defaultSmsCountries(): ReadonlySet<string> {
  const configured = config.SMS_DEFAULT_COUNTRIES;
  if (configured.length === 1 && configured[0] === "ALL") return SMS_COUNTRY_CODES;
  if (configured.length > 0) return new Set(configured);
  return new Set([...SMS_COUNTRY_CODES].filter((country) => !HIGH_RISK_SMS_COUNTRIES.includes(country)));
}

/** The countries an account's numbers may belong to: its own list (null: the platform default). */
export function allowedSmsCountries(accountCountries: readonly string[] | null): ReadonlySet<string> {
  return accountCountries ? new Set(accountCountries) : defaultSmsCountries();
}

/**
 * The number's country must be in the account's allowlist (null: the platform default). A number
 * of no country (satellite, international networks) is never texted. A refusal names the allowed
 * countries when the account chose a short list, so the person knows which number to give (the
 * hosted page shows them by name).
 */
export function assertSmsCountryAllowed(country: string | null, accountCountries: readonly string[] | null): void {
  const allowed = allowedSmsCountries(accountCountries);
  if (country !== null && allowed.has(country)) return;
  throw new FlowRefused(
    "phone_country_not_allowed",
    country === null
      ? "Phone numbers that belong to no country cannot receive verification codes."
      : `Verification codes cannot be sent to phone numbers of ${country} for this account.${namedAllowed(allowed)}`,
    "phone_number",
  );
}

function namedAllowed(allowed: ReadonlySet<string>): string {
  if (!namesAllowedCountries(allowed.size)) return "";
  return ` They can be sent to numbers of ${[...allowed].sort().join(", ")}.`;
}
