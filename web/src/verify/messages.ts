import { ProofbaseVerifyError } from "../sdk/proofbase-verify";
import { en } from "./i18n/catalog-en";
import type { MessageKey, Translate } from "./i18n/i18n";

const known = (code: string): code is keyof typeof en.errors => Object.hasOwn(en.errors, code);

// A budget's window (an hour, a day) is no countdown to show in seconds.
const COUNTDOWN_LIMIT_S = 120;

/** An error as the person being verified should read it, in their language: every code has its words in each catalog. */
export function inWords(error: unknown, t: Translate): string {
  if (!(error instanceof ProofbaseVerifyError) || !known(error.code)) return t("errors.http_error");
  const key = `errors.${error.code}` as MessageKey;
  switch (error.code) {
    case "incorrect_code": {
      // The API says how many guesses are left in its message ("... 3 attempts left.").
      const left = /(\d+) attempts? left/.exec(error.message)?.[1];
      return t(key, { left: left === undefined ? undefined : Number(left) });
    }
    case "rate_limited":
      return t(key, { seconds: error.retryAfter && error.retryAfter <= COUNTDOWN_LIMIT_S ? error.retryAfter : undefined });
    default:
      return t(key);
  }
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
