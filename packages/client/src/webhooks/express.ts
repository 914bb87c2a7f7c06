import { WebhookVerificationError } from "./errors.js";
import type { ProofbaseEvent } from "./events.js";
import { verifyWebhook, type VerifyOptions } from "./verify.js";

declare global {
  // Typed `req.proofbaseEvent` for Express users (merges with @types/express when present).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /**
       * The verified event, on a route behind `proofbaseWebhook()` (it answers 400 itself when
       * verification fails, so a handler after it always has one; undefined on other routes, as
       * Express types `req.body`). Not optional, so `req.proofbaseEvent.id` compiles under strict.
       */
      proofbaseEvent: ProofbaseEvent;
    }
  }
}

/**
 * What the middleware uses of Node's `IncomingMessage` (an Express request is one), declared here
 * so the kit's types compile without `@types/node`.
 */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  readableEnded?: boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  removeAllListeners(event?: string): unknown;
  resume(): unknown;
  body?: unknown;
  /** The body as received, set once verified. */
  rawBody?: Uint8Array;
  proofbaseEvent?: ProofbaseEvent;
}

/** What the middleware uses of Node's `ServerResponse`. */
export interface WebhookResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

export interface WebhookMiddlewareOptions extends VerifyOptions {
  /** Largest body read (default 1 MiB); larger deliveries get 413. */
  limitBytes?: number;
}

type Secrets = string | readonly string[];

class BodyTooLarge extends Error {}

function readRawBody(req: WebhookRequest, limitBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(req.body)) return Promise.resolve(req.body); // express.raw() ran first: fine
  if (req.readableEnded || req.body !== undefined) {
    return Promise.reject(new Error("proofbaseWebhook() needs the raw body: mount it before express.json() or any other body parser on this route"));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.removeAllListeners("data");
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function refuse(res: WebhookResponse, status: number, code: string, message: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * Express (or any connect-style) middleware for a webhook route: reads the raw body itself,
 * verifies `X-PB-Signature` with `secrets` (a list during a rotation overlap, or a function
 * returning them), and on success sets `req.proofbaseEvent` (the typed event), `req.body` (the
 * same) and `req.rawBody`. A delivery that fails verification is answered 400
 * `{ error: { code, message } }` and never reaches your handler.
 */
export function proofbaseWebhook(secrets: Secrets | (() => Secrets), options: WebhookMiddlewareOptions = {}) {
  const limitBytes = options.limitBytes ?? 1024 * 1024;
  return (req: WebhookRequest, res: WebhookResponse, next: (error?: unknown) => void): void => {
    readRawBody(req, limitBytes).then(
      (raw) => {
        let event: ProofbaseEvent;
        try {
          event = verifyWebhook(raw, req.headers["x-pb-signature"], typeof secrets === "function" ? secrets() : secrets, options);
        } catch (error) {
          if (error instanceof WebhookVerificationError) return refuse(res, 400, error.code, error.message);
          return next(error);
        }
        req.rawBody = raw;
        req.body = event;
        req.proofbaseEvent = event;
        next();
      },
      (error: unknown) => (error instanceof BodyTooLarge ? refuse(res, 413, "payload_too_large", `body over ${limitBytes} bytes`) : next(error)),
    );
  };
}
