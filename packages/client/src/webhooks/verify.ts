import { timingSafeEqual } from "node:crypto";
import { WebhookVerificationError } from "./errors.js";
import type { ProofbaseEvent } from "./events.js";
import { computeSignature, parseSignatureHeader } from "./signature.js";

export interface VerifyOptions {
  /** Largest accepted distance between `t` and now (default 300 s, as the spec says). */
  toleranceSeconds?: number;
  /** Now, in unix seconds (for tests). */
  nowSeconds?: number;
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Checks a delivery and returns its event. `rawBody` is the body exactly as received (a Buffer
 * or string, before any JSON parsing); `signatureHeader` the `X-PB-Signature` header; `secrets`
 * your endpoint's signing secret, or several while a rotation overlaps (any match is accepted).
 * Throws a WebhookVerificationError (`code` says why) for anything you must refuse.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | readonly string[] | null | undefined,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): ProofbaseEvent {
  const keys = (typeof secrets === "string" ? [secrets] : secrets).filter((s) => typeof s === "string" && s.length > 0);
  if (keys.length === 0) throw new TypeError("verifyWebhook: at least one signing secret is required");
  const header = Array.isArray(signatureHeader) ? signatureHeader.join(",") : (signatureHeader as string | null | undefined);
  if (!header) throw new WebhookVerificationError("missing_header", "no X-PB-Signature header");
  const parsed = parseSignatureHeader(header);
  if (!parsed) throw new WebhookVerificationError("malformed_header", "X-PB-Signature is not t=<unix seconds>,v1=<hex>");

  const candidates = parsed.signatures.filter((s) => HEX_SIGNATURE.test(s)).map((s) => Buffer.from(s, "hex"));
  // Every secret is tried against every candidate, without stopping early.
  let matched = false;
  for (const secret of keys) {
    const expected = computeSignature(secret, parsed.timestamp, rawBody);
    for (const candidate of candidates) if (timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) throw new WebhookVerificationError("no_matching_signature", "no v1 signature matches this body with the given secret(s)");

  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.timestamp) > tolerance) {
    throw new WebhookVerificationError("timestamp_outside_tolerance", `signed at t=${parsed.timestamp}, more than ${tolerance} s from now (${now})`);
  }

  try {
    const event = JSON.parse(typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8")) as ProofbaseEvent;
    if (typeof event !== "object" || event === null || typeof event.id !== "string" || typeof event.type !== "string") throw new Error("not an event");
    return event;
  } catch {
    throw new WebhookVerificationError("invalid_payload", "the signed body is not a JSON event");
  }
}
