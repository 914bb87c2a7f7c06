export type WebhookVerificationCode =
  /** No X-PB-Signature header. */
  | "missing_header"
  /** The header is not `t=<unix seconds>,v1=<hex>[,v1=...]`. */
  | "malformed_header"
  /** No `v1` matches any of the secrets for this body: wrong secret, or a changed body. */
  | "no_matching_signature"
  /** Signed by a secret of yours, but `t` is further from now than the tolerance (a replay, or a skewed clock). */
  | "timestamp_outside_tolerance"
  /** Signed, but the body is not a JSON event. */
  | "invalid_payload";

/** Why a delivery was refused. Answer 400 and do not act on it. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  constructor(
    readonly code: WebhookVerificationCode,
    message: string,
  ) {
    super(message);
  }
}
