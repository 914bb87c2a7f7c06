import { createHmac } from "node:crypto";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { config, type PhoneLineType } from "../../platform/config.js";
import { hashingKey } from "../../platform/crypto/key-ring.js";
import { FlowRefused } from "../../platform/errors/domain-errors.js";

export type LineType = "mobile" | "fixed_line" | "voip" | "unknown";

export interface PhoneNumber {
  e164: string;
  /** ISO 3166 alpha-2. */
  country: string | null;
  lineType: LineType;
  /** libphonenumber-js's own type (`MOBILE`, `TOLL_FREE`, ...); null when it cannot tell. */
  numberType: PhoneLineType | null;
  /** `+1 ••• ••• 0123`: what the end user and the merchant see. */
  masked: string;
}

const LINE_TYPES: Record<string, LineType> = {
  MOBILE: "mobile",
  FIXED_LINE: "fixed_line",
  // FIXED_LINE_OR_MOBILE (e.g. every North American number) cannot be told apart: "unknown".
  VOIP: "voip",
};

/** Validates an E.164 number (`+` and 8-15 digits, valid for its country) with the full metadata. */
export function parsePhoneNumber(input: string): PhoneNumber {
  const invalid = () => new FlowRefused("invalid_phone_number", "phone_number must be a valid phone number in E.164 format, e.g. +12015550123.", "phone_number");
  if (!/^\+[1-9]\d{7,14}$/.test(input)) throw invalid();
  const parsed = parsePhoneNumberFromString(input);
  if (!parsed || !parsed.isValid() || parsed.number !== input) throw invalid();
  const type = parsed.getType();
  const national = parsed.nationalNumber;
  return {
    e164: parsed.number,
    country: parsed.country ?? null,
    lineType: (type && LINE_TYPES[type]) ?? "unknown",
    numberType: type ?? null,
    masked: `+${parsed.countryCallingCode} ${"•".repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`,
  };
}

/** Keyed hash of a number, so "was this number used before" needs no number in clear. */
export function phoneHash(e164: string): string {
  return createHmac("sha256", hashingKey("phone-number-hash")).update(e164).digest("hex");
}
