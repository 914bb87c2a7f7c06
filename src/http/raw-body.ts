import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { ApiError } from "../platform/errors/api-error.js";
import { echoed } from "../platform/errors/echo.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the router for a route whose body is bytes (an upload): the JSON body parser leaves it alone. */
      takesRawBody?: boolean;
    }
  }
}

/** A body taken as bytes: what the handler is given. */
export interface RawBody {
  contentType: string;
  bytes: Buffer;
}

export interface RawBodySpec {
  /** The media types the route takes; anything else is 415 `unsupported_media_type`. */
  types: readonly string[];
  /** Larger bodies are 413 `file_too_large`. */
  maxBytes: number;
  /** Said after the list of types when a request is refused for its type (why a type is missing). */
  refusedTypeNote?: string;
}

const specs = new WeakMap<z.ZodType, RawBodySpec>();

/**
 * A route's `body` that is bytes, not JSON (an upload): the router reads it only once the caller is
 * authorized, up to `maxBytes`, and hands the handler `{ contentType, bytes }`.
 */
export function rawBytes(spec: RawBodySpec): z.ZodType<RawBody> {
  const schema = z.custom<RawBody>((value) => typeof value === "object" && value !== null && Buffer.isBuffer((value as RawBody).bytes));
  specs.set(schema, spec);
  return schema;
}

export function rawBodySpec(schema: z.ZodType | undefined): RawBodySpec | undefined {
  return schema && specs.get(schema);
}

/** Marks a request to a raw-body route before the surface's body parser runs (`jsonBody` skips it). */
export function markRawBody(req: Request, _res: Response, next: NextFunction): void {
  req.takesRawBody = true;
  next();
}

export const mediaTypeOf = (header: string | undefined): string => (header ?? "").split(";")[0]!.trim().toLowerCase();

function kilobytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}

/** Reads a raw-body route's bytes, refusing other types (415) and larger bodies (413) before any handler runs. */
export async function readRawBody(req: Request, res: Response, spec: RawBodySpec): Promise<RawBody> {
  const contentType = mediaTypeOf(req.headers["content-type"]);
  if (!spec.types.includes(contentType)) {
    const sent = contentType ? `'${echoed(contentType.slice(0, 100))}'` : "missing";
    const note = spec.refusedTypeNote ? ` ${spec.refusedTypeNote}` : "";
    throw new ApiError("unsupported_media_type", `Send the file's bytes with Content-Type ${spec.types.join(", ")} (this request's is ${sent}).${note}`, "Content-Type");
  }
  const parse = express.raw({ type: () => true, limit: spec.maxBytes, inflate: false });
  await new Promise<void>((resolve, reject) => {
    void parse(req, res, (error?: unknown) => {
      if (!error) return resolve();
      const type = (error as { type?: string }).type;
      if (type === "entity.too.large") reject(new ApiError("file_too_large", `The file exceeds ${kilobytes(spec.maxBytes)}.`));
      else reject(error);
    });
  });
  return { contentType, bytes: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0) };
}
