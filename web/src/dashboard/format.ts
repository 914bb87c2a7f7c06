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
/** How long ago `iso` was, in the largest whole unit ("3 min", "5 h", "2 d"): a queue row's age. */
export function formatAge(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, how a dual-stack server sees it) as plain IPv4. */
export function formatIp(ip: string | null | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /OPR\/(\d+)/],
  ["Samsung Internet", /SamsungBrowser\/(\d+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
  ["Safari", /Version\/(\d+)(?:\.\d+)*.*Safari\//],
];
const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ["iOS", /iPhone|iPad|iPod/],
  ["Android", /Android/],
  ["ChromeOS", /CrOS/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux/],
];

/**
 * A browser's user agent in words ("Chrome 131 on macOS"); what it does not recognise (a script,
 * curl) is shown as its first word, and nothing as "Unknown browser". The whole string stays in a tooltip.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown browser";
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const headless = /HeadlessChrome\/(\d+)/.exec(userAgent);
  const browser = headless ? (["Headless Chrome", headless] as const) : BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)] as const).find(([, match]) => match);
  if (!browser || !browser[1]) return userAgent.split(/[\s/]/)[0] || "Unknown browser";
  const [name, match] = browser;
  return `${name} ${match![1]}${system ? ` on ${system}` : ""}`;
}
