import type { Response } from "express";
import { z } from "zod";
import { logger } from "../platform/logger.js";

/**
 * A response body written as it is produced (a CSV export): the handler returns the chunks, the
 * router writes them with back-pressure, so no response is ever whole in memory.
 */
export interface StreamedBody {
  readonly streamed: true;
  contentType: string;
  /** Offered to the browser as the download's name (Content-Disposition). */
  filename: string;
  chunks: AsyncIterable<string>;
}

const mediaTypes = new WeakMap<z.ZodType, string>();

export function isStreamedBody(body: unknown): body is StreamedBody {
  return typeof body === "object" && body !== null && (body as { streamed?: unknown }).streamed === true;
}

/** Declares a streamed success response of `contentType` (documented as a string of that media type). */
export function streamedResponse(contentType: string, description: string): z.ZodType<StreamedBody> {
  const schema = z.custom<StreamedBody>(isStreamedBody).meta({ type: "string", description });
  mediaTypes.set(schema, contentType);
  return schema;
}

/** The media type a response schema declares, when it is a streamed one. */
export function streamedMediaType(schema: z.ZodType): string | undefined {
  return mediaTypes.get(schema);
}

/**
 * Writes a streamed body. The first chunk is produced before anything is sent, so a failure
 * there is still an ordinary error response; a failure later can only cut the response short
 * (the connection is reset, so the client never takes a partial file for a whole one).
 */
export async function sendStreamed(res: Response, status: number, body: StreamedBody): Promise<void> {
  const chunks = body.chunks[Symbol.asyncIterator]();
  const first = await chunks.next();
  res.status(status);
  res.setHeader("Content-Type", body.contentType);
  res.setHeader("Content-Disposition", `attachment; filename="${body.filename.replace(/[^\w.-]/g, "_")}"`);
  // One listener each for the whole response (compression forwards "drain" listeners to its zlib
  // stream and cannot take them back, so none is added per chunk).
  let closed = false;
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  res.on("drain", resume);
  res.once("close", () => {
    closed = true;
    resume();
  });
  try {
    for (let next = first; !next.done; next = await chunks.next()) {
      if (closed) break;
      if (!res.write(next.value)) await new Promise<void>((resolve) => (wake = resolve));
    }
    if (closed) await chunks.return?.();
    else res.end();
  } catch (error) {
    logger.error({ err: (error as Error).message }, "a streamed response failed after it started; the connection is reset");
    res.destroy();
  }
}
