import { ApiError } from "../errors/api-error.js";

// Date, or date-time with optional seconds, fraction and offset (Z, ±hh, ±hhmm, ±hh:mm).
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const UNIX_SECONDS = /^\d{1,12}$/;
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function invalid(): ApiError {
  return new ApiError(
    "invalid_request",
    "updated_since must be an ISO 8601 timestamp (e.g. 2026-11-21T10:00:00Z) or unix seconds (digits only).",
    "updated_since",
  );
}

/**
 * `updated_since` as an instant. Unix seconds are digits only; ISO 8601 without an offset is
 * read as UTC. Fractions beyond milliseconds are truncated, which does not change the
 * `status_updated_at > since` comparison on millisecond timestamps.
 */
export function parseUpdatedSince(raw: unknown): Date {
  if (typeof raw !== "string") throw invalid();
  if (UNIX_SECONDS.test(raw)) {
    const ms = Number(raw) * 1000;
    if (ms > MAX_MS) throw invalid();
    return new Date(ms);
  }
  const m = ISO_8601.exec(raw);
  if (!m) throw invalid();
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((m[7] ?? "").padEnd(3, "0").slice(0, 3));
  if (year! < 1 || month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth(year!, month!)) throw invalid();
  if (hour > 23 || minute > 59 || second > 59) throw invalid();
  const local = new Date(0);
  local.setUTCFullYear(year!, month! - 1, day!); // unlike Date.UTC, keeps years 1..99 as written
  local.setUTCHours(hour, minute, second, ms);
  const instant = local.getTime() - offsetMinutes(m[8]) * 60_000;
  if (instant > MAX_MS) throw invalid();
  return new Date(instant);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function offsetMinutes(offset: string | undefined): number {
  if (!offset || offset.toUpperCase() === "Z") return 0;
  const sign = offset.startsWith("-") ? -1 : 1;
  const digits = offset.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || 0);
  if (hours > 23 || minutes > 59) throw invalid();
  return sign * (hours * 60 + minutes);
}
