import { InvalidInput } from "../../platform/errors/domain-errors.js";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords.js";

// NIST SP 800-63B 3.1.1.2: new passwords are checked against commonly used and breached ones,
// repetitive and sequential characters. The list ships with the code (no network at sign-up).
const COMMON = new Set(COMMON_PASSWORDS_TEXT.split("\n"));

/** "Password2024!" -> "password": a common word with digits or symbols stuck on is still that word. */
const withoutDecoration = (password: string) => password.toLowerCase().replace(/[\d\W_]+$/u, "").replace(/^[\d\W_]+/u, "");

function isSequence(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((code, i) => code - codes[i]!));
  return steps.size === 1 && [...steps].every((step) => Math.abs(step) <= 1);
}

/** Throws InvalidInput (naming `param`) when the password is common, breached-list or trivial. */
export function assertAcceptablePassword(password: string, param = "password"): void {
  const lower = password.toLowerCase();
  const base = withoutDecoration(password);
  const distinct = new Set([...lower]).size;
  if (COMMON.has(lower) || (base.length >= 4 && COMMON.has(base)) || distinct < 4 || isSequence(password)) {
    throw new InvalidInput(
      "This password is too common or too easy to guess (it is on a list of common and breached passwords, or repeats or sequences characters). Choose a longer phrase that is unique to this account.",
      param,
    );
  }
}
