// Times in the user's locale and time zone; the ISO value stays in the <time> element.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const monthYear = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });
const integer = new Intl.NumberFormat();

const dateTimeZone = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "long" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** With the time zone's name ("10:00:00 AM UTC"), where the exact instant matters (the audit log). */
export const formatDateTimeWithZone = (iso: string) => dateTimeZone.format(new Date(iso));
/** "2026-11" (a UTC calendar month) as "November 2026" in the user's language. */
export const formatMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
export const formatCount = (n: number) => integer.format(n);
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
