import type { Request } from "express";
import { ZodError } from "zod";
import { ApiError, type ErrorCode } from "../platform/errors/api-error.js";
import { echoed } from "../platform/errors/echo.js";
import { DomainError } from "../platform/errors/domain-errors.js";
import { apiErrorFromDomain } from "./domain-error-codes.js";
import { logger } from "../platform/logger.js";
import { isUnavailableError } from "../platform/errors/unavailable.js";

export interface RenderedError {
  status: number;
  headers: Record<string, string>;
  body: { error: { type: string; code: string; message: string; param?: string; request_id: string }; livemode?: boolean };
}

/** Field path of a zod issue as clients write it: `metadata.plan`, `flows[0]`. */
export function zodParam(path: PropertyKey[]): string | undefined {
  if (path.length === 0) return undefined;
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join("");
}

/** The first issue of a failed parse as an API error: `code` when the field declares one, else invalid_request. */
export function zodToApiError(error: ZodError, code: ErrorCode = "invalid_request", fieldPath?: PropertyKey[]): ApiError {
  const issue = error.issues[0]!;
  const fullParam = zodParam(fieldPath ?? issue.path);
  const param = fullParam && echoed(fullParam);
  const message =
    issue.code === "unrecognized_keys"
      ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${echoed(issue.keys.join(", "))}`
      : param
        ? `Invalid ${param}: ${issue.message}`
        : issue.message;
  const unknownParam = issue.code === "unrecognized_keys" ? [fullParam, issue.keys[0]].filter(Boolean).join(".") : fullParam;
  return new ApiError(code, message, unknownParam && echoed(unknownParam));
}

/** zlib's errors: `Z_DATA_ERROR`, `Z_BUF_ERROR` (gzip, deflate), `ERR__ERROR_FORMAT_...` (brotli). */
function isDecompressionError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && (code.startsWith("Z_") || code.startsWith("ERR__") || code.startsWith("ERR_BROTLI"));
}

function toApiError(error: unknown, req: Request): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return apiErrorFromDomain(error);
  if (error instanceof ZodError) return zodToApiError(error);
  const bodyError = error as { type?: string; status?: number };
  if (bodyError?.type === "entity.parse.failed") return new ApiError("invalid_json", "The request body is not valid JSON.");
  if (bodyError?.type === "entity.too.large") return new ApiError("payload_too_large", "The request body exceeds 64 KiB.");
  if (bodyError?.type === "encoding.unsupported" || bodyError?.type === "charset.unsupported")
    return new ApiError("unsupported_media_type", "The request body must be UTF-8 JSON.");
  if (bodyError?.status === 400 && typeof bodyError.type === "string")
    return new ApiError("invalid_request", "The request body could not be read.");
  // The body parser wraps a failed decompression (Content-Encoding gzip/br/deflate on bytes that
  // are not) in a 400 without a `type`; the client sent it, so it is theirs to fix.
  if (bodyError?.status === 400 && isDecompressionError(error))
    return new ApiError("invalid_request", "The request body could not be decoded with its Content-Encoding; send it uncompressed or encoded as labelled.");
  // The router could not decode a path segment (e.g. `%E0%A4%A`).
  if (error instanceof URIError) return new ApiError("invalid_request", "The request path is not valid: a %-escape in it does not decode to UTF-8.");
  if (isUnavailableError(error)) {
    logger.warn({ requestId: req.id, err: (error as Error).message }, "dependency unavailable");
    return new ApiError("service_unavailable", "The service is temporarily unavailable. Retry with backoff.", undefined, {
      "Retry-After": "5",
    });
  }
  logger.error({ requestId: req.id, err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) }, "unhandled error");
  return new ApiError("internal_error", "An internal error occurred. It has been logged.");
}

export function renderError(error: unknown, req: Request): RenderedError {
  const apiError = toApiError(error, req);
  const mode = req.auth?.mode ?? req.clientToken?.owner.mode ?? req.owner?.mode;
  const livemode = mode === undefined ? undefined : mode === "live";
  return {
    status: apiError.status,
    headers: apiError.headers,
    body: {
      error: {
        type: apiError.type,
        code: apiError.code,
        message: apiError.message,
        ...(apiError.param ? { param: apiError.param } : {}),
        request_id: req.id,
      },
      ...(livemode === undefined ? {} : { livemode }),
    },
  };
}
