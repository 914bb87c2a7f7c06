// Times in the user's locale and time zone, always with the zone's name (10:04:12 CET); the ISO
// value (UTC) stays in the <time> element and its tooltip.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "long" });
const monthYear = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });
const utcDay = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
const integer = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** "2026-11" (a UTC calendar month) as "November 2026" in the user's language. */
export const formatMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
/** "2026-11-26" (a UTC calendar day) as "26 Nov". */
export const formatDay = (day: string) => utcDay.format(new Date(`${day}T00:00:00Z`));
export const formatCount = (n: number) => integer.format(n);
/** A share between 0 and 1 as a percentage; "—" when there is nothing to divide. */
export const formatRate = (rate: number | null) => (rate === null ? "—" : percent.format(rate));
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
