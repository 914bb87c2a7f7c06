import type { ErrorBody, ErrorCode } from "../api-types.js";

/** What the client itself reports when no answer came: the connection failed or timed out. */
export type ClientErrorCode = "connection_error" | "timeout" | "invalid_response";

export interface ProofbaseErrorFields {
  message: string;
  status: number | null;
  code: ErrorCode | ClientErrorCode;
  type?: string;
  param?: string;
  requestId?: string;
  retryAfterSeconds?: number;
}

/** Every error the client throws. `status` is null when no HTTP answer arrived. */
export class ProofbaseError extends Error {
  override name = "ProofbaseError";
  readonly status: number | null;
  readonly code: ErrorCode | ClientErrorCode;
  /** The API's error type (`invalid_request_error`, `authentication_error`, ...). */
  readonly type: string | undefined;
  /** The request field the error is about, when there is one. */
  readonly param: string | undefined;
  /** The `X-Request-Id` of the failed request: quote it to support. */
  readonly requestId: string | undefined;

  constructor(fields: ProofbaseErrorFields) {
    super(fields.message);
    this.status = fields.status;
    this.code = fields.code;
    this.type = fields.type;
    this.param = fields.param;
    this.requestId = fields.requestId;
  }
}

/** 400, 413, 415: the request is wrong (`param` names the field when one is at fault). */
export class InvalidRequestError extends ProofbaseError {
  override name = "InvalidRequestError";
}
/** 401: missing, unknown or revoked key. */
export class AuthenticationError extends ProofbaseError {
  override name = "AuthenticationError";
}
/** 403: the key lacks the scope, or the operation needs a live key. */
export class PermissionError extends ProofbaseError {
  override name = "PermissionError";
}
/** 404: no such object for this key's merchant and mode. */
export class NotFoundError extends ProofbaseError {
  override name = "NotFoundError";
}
/** 409: the object's state forbids the action, or an Idempotency-Key conflict. */
export class ConflictError extends ProofbaseError {
  override name = "ConflictError";
}
/** 429: too many requests; `retryAfterSeconds` says when to try again. */
export class RateLimitError extends ProofbaseError {
  override name = "RateLimitError";
  readonly retryAfterSeconds: number | undefined;
  constructor(fields: ProofbaseErrorFields) {
    super(fields);
    this.retryAfterSeconds = fields.retryAfterSeconds;
  }
}
/** 5xx: the service failed or is unavailable (nothing was half-written). */
export class ServerError extends ProofbaseError {
  override name = "ServerError";
}
/** No answer: the connection failed or the request timed out. */
export class ConnectionError extends ProofbaseError {
  override name = "ConnectionError";
}

const BY_STATUS: Record<number, typeof ProofbaseError> = {
  400: InvalidRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  413: InvalidRequestError,
  415: InvalidRequestError,
  429: RateLimitError,
};

/** The typed error for an error answer. */
export function errorFromResponse(status: number, body: unknown, headers: { get(name: string): string | null }, retryAfterSeconds: number | undefined): ProofbaseError {
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  const fields: ProofbaseErrorFields = {
    message: error?.message ?? `HTTP ${status} without an error body`,
    status,
    code: error?.code ?? (status >= 500 ? "internal_error" : "invalid_response"),
    type: error?.type,
    param: error?.param,
    requestId: error?.request_id ?? headers.get("x-request-id") ?? undefined,
    retryAfterSeconds,
  };
  const ErrorClass = BY_STATUS[status] ?? (status >= 500 ? ServerError : ProofbaseError);
  return new ErrorClass(fields);
}
