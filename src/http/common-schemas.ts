import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../platform/errors/api-error.js";
import { withErrorCode } from "./field-error-codes.js";

/** ISO 8601 UTC timestamp with milliseconds, as every object's `*_at` field. */
export const timestamp = z.iso.datetime({ precision: 3 }).meta({ example: "2026-11-22T10:00:00.000Z" });
export const livemode = z.boolean().meta({ description: "true for live (production) data, false for test data" });

const LIMIT_MESSAGE = "must be an integer between 1 and 100";

/** `limit`: digits only, 1..100, default 25; anything else is `invalid_limit` (never clamped). */
export const limitParam = withErrorCode(
  z
    .string()
    .regex(/^\d+$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE))
    .optional()
    .meta({ param: { description: "Page size, 1 to 100 (default 25)." }, type: "integer", minimum: 1, maximum: 100, default: 25 }),
  "invalid_limit",
);

/** Query keys of every cursor-paginated list. A stale or malformed cursor is ignored, not an error. */
export const pageQuery = {
  limit: limitParam,
  cursor: z
    .string()
    .max(2_000)
    .optional()
    .meta({ param: { description: "The `next_cursor` of the previous page, passed back unchanged." } }),
};

export const idParams = z.strictObject({ id: z.string().min(1).meta({ param: { description: "Object id." } }) });

/** A cursor-paginated list envelope of `item`. */
export function cursorList<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      object: z.literal("list"),
      data: z.array(item),
      has_more: z.boolean(),
      next_cursor: z.string().nullable(),
      livemode,
    })
    .meta({ id: `${name}List` });
}

/** A plain (bounded, cursorless) list envelope of `item`. */
export function plainList<T extends z.ZodType>(item: T, name: string) {
  return z.object({ object: z.literal("list"), data: z.array(item), livemode: livemode.optional() }).meta({ id: `${name}PlainList` });
}

/** The error body every failure answers with; `codes` narrows `error.code` for one response. */
export function errorBody(codes: readonly ErrorCode[]) {
  const types = [...new Set(codes.map((code) => ERROR_CODES[code].type))];
  return z.object({
    error: z.object({
      type: z.enum(types as [string, ...string[]]),
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      param: z.string().optional(),
      request_id: z.string().startsWith("req_"),
    }),
    livemode: livemode.optional(),
  });
}

let anyError: ReturnType<typeof errorBody> | undefined;

/** The body of any error: built on first use, once the flows have added their codes to the catalog. */
export function anyErrorBody() {
  return (anyError ??= errorBody(Object.keys(ERROR_CODES) as ErrorCode[]).meta({ id: "Error" }));
}
