import { namesAllowedCountries } from "../../../src/messaging/sms/named-allowed";
import { ProofbaseVerifyError } from "../sdk/proofbase-verify";
import { en } from "./i18n/catalog-en";
import type { MessageKey, Translate } from "./i18n/i18n";

const known = (code: string): code is keyof typeof en.errors => Object.hasOwn(en.errors, code);

// A budget's window (an hour, a day) is no countdown to show in seconds.
const COUNTDOWN_LIMIT_S = 120;

/** What the page knows from the sdk_session that an error's words use. */
export interface ErrorFacts {
  /** The phone flow's `allowed_countries`. */
  allowedCountries?: readonly string[] | null;
  /** The code flow's `code_attempts_left`, read again after a wrong code. */
  attemptsLeft?: number | null;
}

/** An error as the person being verified should read it, in their language: every code has its words in each catalog. */
export function inWords(error: unknown, t: Translate, facts: ErrorFacts = {}): string {
  if (!(error instanceof ProofbaseVerifyError) || !known(error.code)) return t("errors.http_error");
  const key = `errors.${error.code}` as MessageKey;
  switch (error.code) {
    case "incorrect_code":
      return t(key, { left: facts.attemptsLeft ?? undefined });
    case "phone_country_not_allowed": {
      const codes = facts.allowedCountries;
      return t(key, { allowed: codes && namesAllowedCountries(codes.length) ? countryNames(codes) : undefined });
    }
    case "rate_limited":
      return t(key, { seconds: error.retryAfter && error.retryAfter <= COUNTDOWN_LIMIT_S ? error.retryAfter : undefined });
    default:
      return t(key);
  }
}

/** A code that can no longer be checked: expired or replaced (a last wrong guess shows in the re-read session instead). */
export function codeExpired(error: unknown): boolean {
  return error instanceof ProofbaseVerifyError && error.code === "code_expired";
}

export function wrongCode(error: unknown): boolean {
  return error instanceof ProofbaseVerifyError && error.code === "incorrect_code";
}

/** Countries by name in the page's language (the <html lang> the i18n provider keeps), as a list. */
function countryNames(codes: readonly string[]): string {
  const language = document.documentElement.lang || "en";
  const names = new Intl.DisplayNames([language], { type: "region" });
  return new Intl.ListFormat(language, { type: "disjunction" }).format(codes.map((code) => names.of(code) ?? code));
}

/** How each status of the object looks as an outcome. */
export const OUTCOME_TONES: Record<string, "good" | "wait" | "bad"> = {
  completed: "good",
  submitted: "good",
  requires_review: "wait",
  processing: "wait",
  failed: "bad",
  expired: "bad",
  canceled: "bad",
};

/** Statuses after which the page sends the person back to `return_url` by itself (they went through the flows). */
export const RETURNS_BY_ITSELF = new Set(["completed", "submitted", "requires_review", "failed"]);

export function outcomeKeys(status: string): { title: MessageKey; text: MessageKey } {
  const known = Object.hasOwn(en.outcomes, status) ? status : "unknown";
  return { title: `outcomes.${known}.title` as MessageKey, text: `outcomes.${known}.text` as MessageKey };
}
