import {
  AlreadyClaimed,
  DependencyUnavailable,
  DomainError,
  FlowRefused,
  CredentialRejected,
  type FlowRefusalReason,
  EmailTaken,
  InvalidCredentials,
  InvalidOtp,
  InvalidToken,
  TwoFactorRequired,
  TwoFactorSetupRequired,
  InvalidInput,
  InvalidState,
  LiveModeNotEnabled,
  BillingNotConfigured,
  LimitReached,
  NotFound,
  TooManyAttempts,
  UrlRefused,
  InvalidImage,
  type ResourceName,
  type ContributedResource,
  PermissionMissing,
} from "../platform/errors/domain-errors.js";
import { ApiError, type ContributedErrorCodes, type ErrorCode } from "../platform/errors/api-error.js";

const NOT_FOUND_CODES: Record<ResourceName, ErrorCode> = {
  verification_session: "session_not_found",
  customer: "customer_not_found",
  review: "review_not_found",
  decision_rule: "rule_not_found",
  reverification_request: "reverification_not_found",
  webhook_endpoint: "endpoint_not_found",
  webhook_delivery: "delivery_not_found",
  event: "event_not_found",
  api_key: "api_key_not_found",
  portal_session: "portal_session_not_found",
  merchant: "merchant_not_found",
  member: "member_not_found",
  invitation: "invitation_not_found",
  vic: "vic_not_found",
};

// A flow's own refusal reason (a code it contributes) is its API code.
const FLOW_REFUSAL_CODES: Record<Exclude<FlowRefusalReason, keyof ContributedErrorCodes>, ErrorCode> = {
  invalid_phone_number: "invalid_phone_number",
  phone_number_not_supported: "phone_number_not_supported",
  phone_country_not_allowed: "phone_country_not_allowed",
  invalid_email: "invalid_email",
  invalid_signature: "invalid_signature",
  address_mismatch: "address_mismatch",
  challenge_not_found: "challenge_not_found",
  challenge_expired: "challenge_expired",
  incorrect_code: "incorrect_code",
  code_expired: "code_expired",
};

/** The one place where domain errors become API error codes. */
export function apiErrorFromDomain(error: DomainError): ApiError {
  if (error instanceof NotFound) return new ApiError(notFoundCode(error.resource), error.message, error.param);
  if (error instanceof InvalidState) return new ApiError("invalid_state", error.message);
  if (error instanceof AlreadyClaimed) return new ApiError("already_claimed", error.message);
  if (error instanceof InvalidInput) return new ApiError("invalid_request", error.message, error.param);
  if (error instanceof UrlRefused) return new ApiError("invalid_url", error.message, error.param);
  if (error instanceof EmailTaken) return new ApiError("email_taken", error.message, "email");
  if (error instanceof InvalidCredentials) return new ApiError("invalid_credentials", error.message);
  if (error instanceof TwoFactorRequired) return new ApiError("two_factor_required", error.message, error.param);
  if (error instanceof TwoFactorSetupRequired) return new ApiError("two_factor_setup_required", error.message);
  if (error instanceof InvalidOtp) return new ApiError("invalid_otp", error.message, error.param);
  if (error instanceof InvalidToken) return new ApiError("invalid_token", error.message, error.param);
  if (error instanceof TooManyAttempts)
    return new ApiError(
      "rate_limited",
      error.message,
      undefined,
      error.retryAfterSeconds === null ? {} : { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) },
    );
  if (error instanceof FlowRefused) return new ApiError(refusalCode(error.reason), error.message, error.param);
  if (error instanceof LiveModeNotEnabled) return new ApiError("live_mode_not_enabled", error.message);
  if (error instanceof BillingNotConfigured) return new ApiError("billing_not_configured", error.message);
  if (error instanceof LimitReached) return new ApiError(error.limit === "holder_keys" ? "credential_limit_reached" : "endpoint_limit_reached", error.message);
  if (error instanceof CredentialRejected) return new ApiError("credential_rejected", error.message, "presentation");
  if (error instanceof InvalidImage) return new ApiError("invalid_image", error.message);
  if (error instanceof PermissionMissing) return new ApiError("missing_permission", error.message, error.param);
  if (error instanceof DependencyUnavailable) return new ApiError("service_unavailable", error.message, undefined, { "Retry-After": "5" });
  throw new Error(`no API code for domain error ${error.name}`);
}

/** The code a resource's absence answers with (route declarations list it). */
export const notFoundCode = (resource: ResourceName | ContributedResource): ErrorCode =>
  typeof resource === "string" ? NOT_FOUND_CODES[resource] : resource.code;

const refusalCode = (reason: FlowRefusalReason): ErrorCode => (reason in FLOW_REFUSAL_CODES ? FLOW_REFUSAL_CODES[reason as keyof typeof FLOW_REFUSAL_CODES] : reason);
