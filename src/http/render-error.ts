import type { Request } from "express";
import { ZodError } from "zod";
import { ApiError } from "../errors/api-error.js";
import { logger } from "../logger.js";
import { isUnavailableError } from "./unavailable.js";

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

export function zodToApiError(error: ZodError): ApiError {
  const issue = error.issues[0]!;
  const param = zodParam(issue.path);
  const message =
    issue.code === "unrecognized_keys"
      ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`
      : param
        ? `Invalid ${param}: ${issue.message}`
        : issue.message;
  const unknownParam = issue.code === "unrecognized_keys" ? [param, issue.keys[0]].filter(Boolean).join(".") : param;
  return new ApiError("invalid_request", message, unknownParam);
}

function toApiError(error: unknown, req: Request): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return zodToApiError(error);
  const bodyError = error as { type?: string; status?: number };
  if (bodyError?.type === "entity.parse.failed") return new ApiError("invalid_json", "The request body is not valid JSON.");
  if (bodyError?.type === "entity.too.large") return new ApiError("payload_too_large", "The request body exceeds 64 KiB.");
  if (bodyError?.type === "encoding.unsupported" || bodyError?.type === "charset.unsupported")
    return new ApiError("unsupported_media_type", "The request body must be UTF-8 JSON.");
  if (bodyError?.status === 400 && typeof bodyError.type === "string")
    return new ApiError("invalid_request", "The request body could not be read.");
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
  const livemode = req.auth?.livemode;
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
