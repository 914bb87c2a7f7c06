import { z } from "zod";
import { ApiError } from "../../errors/api-error.js";
import { EVENT_TYPES, type EventType } from "../../events/catalog.js";
import { assertPublicUrl, parseWebhookUrl } from "../url-safety.js";
import { MAX_DESCRIPTION_LENGTH } from "./limits.js";

export const descriptionSchema = z.string().max(MAX_DESCRIPTION_LENGTH).nullable().optional();

function invalidEvents(message: string): ApiError {
  return new ApiError("invalid_events", message, "events");
}

/**
 * `events`: a non-empty array of catalog types (spec 6.2). Anything else is `invalid_events`
 * (never the generic invalid_request), so clients can branch on it. Duplicates are dropped.
 */
export function parseEvents(raw: unknown): EventType[] {
  if (raw === undefined || raw === null) throw invalidEvents("events is required: a non-empty array of event types.");
  if (!Array.isArray(raw)) throw invalidEvents("events must be an array of event types.");
  if (raw.length === 0) throw invalidEvents("events must not be empty.");
  const unique: EventType[] = [];
  for (const item of raw) {
    if (typeof item !== "string") throw invalidEvents("events must contain only strings.");
    if (!(EVENT_TYPES as readonly string[]).includes(item))
      throw invalidEvents(`Unknown event type '${item.slice(0, 100)}'. Allowed: ${EVENT_TYPES.join(", ")}.`);
    if (!unique.includes(item as EventType)) unique.push(item as EventType);
  }
  return unique;
}

/** Shape only (absolute, https unless insecure targets are allowed, no credentials); no DNS. */
export function parseUrlShape(raw: unknown): URL {
  if (typeof raw !== "string") throw new ApiError("invalid_url", "url is required: an absolute https:// URL.", "url");
  return parseWebhookUrl(raw);
}

/**
 * The URL to store, after the address rules of url-safety (which the delivery checks again at
 * every attempt, since DNS can change). Stored normalised, exactly as it will be requested.
 */
export async function validatedUrl(url: URL): Promise<string> {
  await assertPublicUrl(url.href);
  return url.href;
}
