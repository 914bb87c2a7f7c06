import { z } from "zod";
import { cursorList, pageQuery, timestamp } from "../../http/common-schemas.js";
import { createdRangeQuery, nonEmptyCreatedRange } from "../../http/created-range.js";

const text = (max: number, description: string) => z.string().min(1).max(max).optional().meta({ param: { description } });

/** The query of `GET /request-log` (docs/api.md, "Request log"). */
export const requestLogQuery = z
  .strictObject({
    ...pageQuery,
    request_id: text(100, "Only the request with this id (its `X-Request-Id`, `req_...`)."),
    status: z
      .string()
      .regex(/^[1-5](\d\d|xx)$/, "must be an HTTP status (`404`) or a class (`4xx`)")
      .optional()
      .meta({ param: { description: "Only requests answered with this status (`404`), or with any status of a class (`2xx`, `4xx`, `5xx`)." } }),
    path: text(2_000, "Only requests whose path starts with this (`/api/v1/verification-sessions`); the path never holds the query string."),
    api_key_id: text(100, "Only requests made with this API key (`key_...`)."),
    ...createdRangeQuery,
  })
  .superRefine(nonEmptyCreatedRange);

export const requestLogEntryObject = z
  .object({
    id: z.string().startsWith("req_").meta({ description: "The request's id: its `X-Request-Id` header, and `request_id` of an error it answered." }),
    object: z.literal("request_log_entry"),
    method: z.string().meta({ example: "POST" }),
    path: z.string().meta({ description: "The path the client sent, without its query string.", example: "/api/v1/verification-sessions" }),
    status: z.number().int().meta({ description: "The HTTP status answered." }),
    error_code: z.string().nullable().meta({ description: "The `error.code` answered, or null for a success." }),
    api_key_id: z.string().meta({ description: "The id of the API key the request authenticated with (`key_...`)." }),
    ip: z.string().nullable().meta({ description: "The client's address (X-Forwarded-For only through TRUST_PROXY)." }),
    latency_ms: z.number().int().meta({ description: "From the request's arrival to the last byte of its answer." }),
    created_at: timestamp.meta({ description: "When the request arrived." }),
  })
  .meta({ id: "RequestLogEntry" });

export const requestLogList = cursorList(requestLogEntryObject, "RequestLogEntry");

export type RequestLogEntryObject = z.input<typeof requestLogEntryObject>;
