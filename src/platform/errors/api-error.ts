/** What an error code answers with: its HTTP status and error type. */
export interface ErrorCodeSpec {
  status: number;
  type: "authentication_error" | "permission_error" | "invalid_request_error" | "idempotency_error" | "rate_limit_error" | "api_error";
}

/** The codes of the platform and the features; a flow declares its own (`errors` in its folder). */
const CORE_ERROR_CODES = {
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
  session_not_found: { status: 404, type: "invalid_request_error" },
  customer_not_found: { status: 404, type: "invalid_request_error" },
  review_not_found: { status: 404, type: "invalid_request_error" },
  rule_not_found: { status: 404, type: "invalid_request_error" },
  reverification_not_found: { status: 404, type: "invalid_request_error" },
  vic_not_found: { status: 404, type: "invalid_request_error" },
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
} as const satisfies Record<string, ErrorCodeSpec>;

/**
 * The codes modules above this folder contribute (a flow's `errors`, src/flows/flow.ts): each
 * names its codes here by augmenting this interface from its folder (`declare module`), so route
 * declarations type-check them, and the flow registry adds their specs at load (`addErrorCodes`).
 */
export interface ContributedErrorCodes {}

export type ErrorCode = keyof typeof CORE_ERROR_CODES | keyof ContributedErrorCodes;

/**
 * Every error code the API can answer with, and its HTTP status. Codes are stable: clients branch
 * on them. The order is the catalog's (the OpenAPI `Error` schema lists them so): a contributed
 * code follows the code it names (`after`), or the last code of its status.
 */
export const ERROR_CODES = { ...CORE_ERROR_CODES } as Record<ErrorCode, ErrorCodeSpec>;

/** A contributed code's spec; `after` places it in the catalog (default: after the last code of its status). */
export interface ContributedErrorCodeSpec extends ErrorCodeSpec {
  after?: string;
}

/** Adds contributed codes to the catalog (the flow registry calls it once per flow); a code is never declared twice. */
export function addErrorCodes(codes: Readonly<Record<string, ContributedErrorCodeSpec>>): void {
  const entries = Object.entries(ERROR_CODES as Record<string, ErrorCodeSpec>);
  for (const [code, { after, ...spec }] of Object.entries(codes)) {
    const known = entries.find(([c]) => c === code);
    if (known) {
      if (known[1].status !== spec.status || known[1].type !== spec.type) throw new Error(`error code ${code} is declared twice`);
      continue;
    }
    const lastOfStatus = entries.map(([, s]) => s.status).lastIndexOf(spec.status);
    const anchor = after === undefined ? lastOfStatus : entries.findIndex(([c]) => c === after);
    if (after !== undefined && anchor < 0) throw new Error(`error code ${code} follows ${after}, which is not in the catalog`);
    entries.splice(anchor < 0 ? entries.length : anchor + 1, 0, [code, spec]);
  }
  const table = ERROR_CODES as Record<string, ErrorCodeSpec>;
  for (const key of Object.keys(table)) delete table[key];
  for (const [code, spec] of entries) table[code] = spec;
}

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
