import { z } from "zod";
import { config } from "../../platform/config.js";
import { isIpLiteral, isPrivateHostName } from "../../events/webhooks/url-safety.js";
import { accentContrast, formatRatio, MIN_ACCENT_CONTRAST } from "./wcag-contrast.js";
import { REVIEW_BUSINESS_DAYS_MAX } from "./review-days.js";

export const DISPLAY_NAME_MAX = 100;

export const LOGO_URL_MAX = 2048;

// Control characters and bidirectional overrides: a name shown as text must read as it was typed.
const UNPRINTABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const brandingDisplayName = z
  .string()
  .trim()
  .min(1, "must not be empty (null: the business name)")
  .max(DISPLAY_NAME_MAX, `must be at most ${DISPLAY_NAME_MAX} characters`)
  .refine((name) => !UNPRINTABLE.test(name), "must be plain text, without control or text-direction characters");

/** Why a logo URL is refused, or null. */
export function logoUrlProblem(value: string): string | null {
  if (value.length > LOGO_URL_MAX) return `must be at most ${LOGO_URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute https URL";
  }
  if (url.protocol !== "https:") return "must be an https URL (the hosted page is served over https and would block it)";
  if (url.username || url.password) return "must not carry credentials (user:password@): every end user's browser would see them";
  // Every end user's browser fetches it: it must not make them request their own network or this service.
  if (isIpLiteral(url.hostname)) return "must name its host, not an IP address";
  if (isPrivateHostName(url.hostname)) return "must be on a public host name (not localhost, a single-label or an internal name)";
  const host = (name: string) => name.replace(/\.$/, "");
  if (host(url.hostname) === host(new URL(config.PUBLIC_URL).hostname)) return "must not point at this service: upload the logo instead (POST /branding/logo)";
  return null;
}

/** Stored in its normalised form (`new URL().href`): the URL every browser will request. */
export const brandingLogoUrl = z
  .string()
  .superRefine((value, ctx) => {
    const problem = logoUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => new URL(value).href);

/** Why an accent colour is refused, or null; the measured ratio is in the message. */
export function accentColorProblem(color: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return "must be a colour written #rrggbb, e.g. #1d4ed8";
  const ratio = accentContrast(color.toLowerCase());
  if (ratio < MIN_ACCENT_CONTRAST)
    return `has a contrast ratio of ${formatRatio(ratio)} against the page's white background; it needs at least ${MIN_ACCENT_CONTRAST}:1 (WCAG AA) so buttons and links stay readable: choose a darker colour`;
  return null;
}

export const reviewBusinessDays = z.number().int().min(1).max(REVIEW_BUSINESS_DAYS_MAX);

/** Stored in lower case. */
export const brandingAccentColor = z.string().superRefine((color, ctx) => {
  const problem = accentColorProblem(color);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
