import { createRequire } from "node:module";
import type MailChecker from "mailchecker";
import { z } from "zod";
import { FlowRefused } from "../../platform/errors/domain-errors.js";

export interface EmailAddress {
  /** Trimmed, lower-cased: what is hashed and mailed. */
  normalized: string;
  /** The part after `@`, lower-case. */
  domain: string;
  /** From the disposable-domain list of the `mailchecker` package (a domain or any parent domain on it). */
  disposable: boolean;
  /** `j•••@example.com`: what the end user and the merchant see. */
  masked: string;
}

const syntax = z.email();

let disposableList: ReturnType<typeof MailChecker.blacklist> | undefined;
/**
 * mailchecker's list, maintained upstream and updated with the package. Read on first use (0.1 s
 * of CPU), or by an api before it listens (the email flow's `warmUp`, src/app/warm-up.ts).
 */
export function disposableDomains() {
  disposableList ??= (createRequire(import.meta.url)("mailchecker") as typeof MailChecker).blacklist();
  return disposableList;
}

function isDisposable(domain: string): boolean {
  const labels = domain.split(".");
  const list = disposableDomains();
  return labels.some((_, i) => i < labels.length - 1 && list.has(labels.slice(i).join(".")));
}

/** Validates an address (zod's email syntax, at most 254 characters, 64 before the `@`). */
export function parseEmailAddress(input: string): EmailAddress {
  const normalized = input.trim().toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (normalized.length > 254 || at < 1 || at > 64 || !syntax.safeParse(normalized).success)
    throw new FlowRefused("invalid_email", "email must be a valid email address, e.g. jane@example.com.", "email");
  const domain = normalized.slice(at + 1);
  return { normalized, domain, disposable: isDisposable(domain), masked: `${normalized[0]}•••@${domain}` };
}
