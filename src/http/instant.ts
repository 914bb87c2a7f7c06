import { z } from "zod";

// Date, or date-time with optional seconds, fraction and offset (Z, ±hh, ±hhmm, ±hh:mm).
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const UNIX_SECONDS = /^\d{1,12}$/;
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const MESSAGE = "must be an ISO 8601 timestamp (e.g. 2026-11-21T10:00:00Z) or unix seconds (digits only)";

/**
 * An instant in a query (`updated_since`, `created_gte`, ...). Unix seconds are digits only; ISO
 * 8601 without an offset is read as UTC. Fractions beyond milliseconds are truncated, which does
 * not change a comparison with millisecond timestamps. Anything else (a repeated parameter
 * included) is invalid_request naming the parameter.
 */
export function instantSchema(description: string) {
  return z
    .string({ error: MESSAGE })
    .transform((raw, ctx) => {
      const instant = instantOf(raw);
      if (instant === null) {
        ctx.addIssue({ code: "custom", message: MESSAGE });
        return z.NEVER;
      }
      return new Date(instant);
    })
    .meta({ param: { description }, example: "2026-11-21T10:00:00Z" });
}

function instantOf(raw: string): number | null {
  if (UNIX_SECONDS.test(raw)) {
    const ms = Number(raw) * 1000;
    return ms > MAX_MS ? null : ms;
  }
  const m = ISO_8601.exec(raw);
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((m[7] ?? "").padEnd(3, "0").slice(0, 3));
  if (year! < 1 || month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth(year!, month!)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offset = offsetMinutes(m[8]);
  if (offset === null) return null;
  const local = new Date(0);
  local.setUTCFullYear(year!, month! - 1, day!); // unlike Date.UTC, keeps years 1..99 as written
  local.setUTCHours(hour, minute, second, ms);
  const instant = local.getTime() - offset * 60_000;
  return instant > MAX_MS ? null : instant;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function offsetMinutes(offset: string | undefined): number | null {
  if (!offset || offset.toUpperCase() === "Z") return 0;
  const sign = offset.startsWith("-") ? -1 : 1;
  const digits = offset.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || 0);
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}
