/** Every error code the API can answer with, and its HTTP status. Codes are stable: clients branch on them. */
export const ERROR_CODES = {
  missing_api_key: { status: 401, type: "authentication_error" },
  invalid_api_key: { status: 401, type: "authentication_error" },
  missing_client_token: { status: 401, type: "authentication_error" },
  invalid_client_token: { status: 401, type: "authentication_error" },
  not_authenticated: { status: 401, type: "authentication_error" },
  invalid_credentials: { status: 401, type: "authentication_error" },
  two_factor_required: { status: 401, type: "authentication_error" },
  invalid_otp: { status: 401, type: "authentication_error" },
  missing_scope: { status: 403, type: "permission_error" },
  missing_permission: { status: 403, type: "permission_error" },
  live_key_required: { status: 403, type: "permission_error" },
  test_mode_only: { status: 403, type: "permission_error" },
  csrf_token_invalid: { status: 403, type: "permission_error" },
  two_factor_setup_required: { status: 403, type: "permission_error" },
  live_mode_not_enabled: { status: 403, type: "permission_error" },
  billing_not_configured: { status: 409, type: "invalid_request_error" },
  invalid_stripe_signature: { status: 400, type: "invalid_request_error" },
  cross_origin_refused: { status: 403, type: "permission_error" },
  invalid_request: { status: 400, type: "invalid_request_error" },
  invalid_token: { status: 400, type: "invalid_request_error" },
  invalid_json: { status: 400, type: "invalid_request_error" },
  invalid_limit: { status: 400, type: "invalid_request_error" },
  invalid_url: { status: 400, type: "invalid_request_error" },
  invalid_events: { status: 400, type: "invalid_request_error" },
  invalid_image: { status: 400, type: "invalid_request_error" },
  endpoint_limit_reached: { status: 400, type: "invalid_request_error" },
  credential_limit_reached: { status: 400, type: "invalid_request_error" },
  credential_rejected: { status: 400, type: "invalid_request_error" },
  invalid_phone_number: { status: 400, type: "invalid_request_error" },
  phone_number_not_supported: { status: 400, type: "invalid_request_error" },
  phone_country_not_allowed: { status: 400, type: "invalid_request_error" },
  invalid_email: { status: 400, type: "invalid_request_error" },
  invalid_signature: { status: 400, type: "invalid_request_error" },
  address_mismatch: { status: 400, type: "invalid_request_error" },
  challenge_not_found: { status: 400, type: "invalid_request_error" },
  challenge_expired: { status: 400, type: "invalid_request_error" },
  incorrect_code: { status: 400, type: "invalid_request_error" },
  code_expired: { status: 400, type: "invalid_request_error" },
  passkey_verification_failed: { status: 400, type: "invalid_request_error" },
  session_not_found: { status: 404, type: "invalid_request_error" },
  customer_not_found: { status: 404, type: "invalid_request_error" },
  review_not_found: { status: 404, type: "invalid_request_error" },
  rule_not_found: { status: 404, type: "invalid_request_error" },
  reverification_not_found: { status: 404, type: "invalid_request_error" },
  vic_not_found: { status: 404, type: "invalid_request_error" },
  passkey_not_found: { status: 404, type: "invalid_request_error" },
  endpoint_not_found: { status: 404, type: "invalid_request_error" },
  delivery_not_found: { status: 404, type: "invalid_request_error" },
  event_not_found: { status: 404, type: "invalid_request_error" },
  api_key_not_found: { status: 404, type: "invalid_request_error" },
  member_not_found: { status: 404, type: "invalid_request_error" },
  invitation_not_found: { status: 404, type: "invalid_request_error" },
  portal_session_not_found: { status: 404, type: "invalid_request_error" },
  merchant_not_found: { status: 404, type: "invalid_request_error" },
  route_not_found: { status: 404, type: "invalid_request_error" },
  method_not_allowed: { status: 405, type: "invalid_request_error" },
  invalid_state: { status: 409, type: "invalid_request_error" },
  already_claimed: { status: 409, type: "invalid_request_error" },
  email_taken: { status: 409, type: "invalid_request_error" },
  idempotency_key_reused: { status: 409, type: "idempotency_error" },
  idempotency_key_in_use: { status: 409, type: "idempotency_error" },
  payload_too_large: { status: 413, type: "invalid_request_error" },
  file_too_large: { status: 413, type: "invalid_request_error" },
  unsupported_media_type: { status: 415, type: "invalid_request_error" },
  rate_limited: { status: 429, type: "rate_limit_error" },
  internal_error: { status: 500, type: "api_error" },
  service_unavailable: { status: 503, type: "api_error" },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class ApiError extends Error {
  readonly status: number;
  readonly type: string;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_CODES[code].status;
    this.type = ERROR_CODES[code].type;
  }
}
