import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { VERSION } from "../version.js";
import { ConnectionError, errorFromResponse, ProofbaseError } from "./errors.js";
import { backoffMs, isRetryable, retryAfterMs, type Failure } from "./retry-policy.js";

export interface ClientOptions {
  /** The deployment's base URL, e.g. `https://verify.example.com` (`/api/v1` is added). Default: `PROOFBASE_BASE_URL` or `http://127.0.0.1:3000`. */
  baseUrl?: string;
  /** Retries after the first attempt (default 2: three attempts in all). */
  maxRetries?: number;
  /** The longest single wait before a retry (default 20 s); a `Retry-After` beyond it is not waited for. */
  maxRetryDelayMs?: number;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
}

/**
 * An `AbortSignal` (from an `AbortController`), described by what the client uses of it, so the
 * package's types need neither the DOM library nor `@types/node`.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

export interface RequestOptions {
  /** For POSTs: the key that makes retries safe. Generated (a UUID) when not given. */
  idempotencyKey?: string;
  /** Aborts the request and any wait before a retry. */
  signal?: AbortSignalLike;
}

export type Method = "GET" | "POST" | "DELETE";
export type Query = Record<string, string | number | boolean | undefined | null>;

const API_PATH = "/api/v1";

/** `https://host` or `https://host/api/v1` -> `https://host/api/v1`. */
export function apiRoot(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith(API_PATH) ? trimmed : `${trimmed}${API_PATH}`;
}

function isAbort(error: unknown, signal: AbortSignalLike | undefined): boolean {
  return signal?.aborted === true && (error as Error)?.name === "AbortError";
}

/**
 * `work`, or an AbortError as soon as `signal` aborts, whichever comes first. Node's fetch does
 * not always settle a request aborted while its body is read (nodejs/node#56917): with the
 * socket closed and the timeout's timer unref'd, nothing then keeps the process alive, and
 * `proofbase listen` exited 0 at Ctrl-C without saving its position or saying "Stopped.".
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignalLike | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException("This operation was aborted", "AbortError"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Sends requests to `/api/v1` with the key, JSON in and out, typed errors, and safe retries. */
export class Transport {
  readonly root: string;
  private readonly maxRetries: number;
  private readonly maxRetryDelayMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly apiKey: string,
    options: ClientOptions = {},
  ) {
    if (typeof apiKey !== "string" || apiKey.length === 0) throw new TypeError("Proofbase: an API key is required");
    this.root = apiRoot(options.baseUrl ?? process.env.PROOFBASE_BASE_URL ?? "http://127.0.0.1:3000");
    this.maxRetries = options.maxRetries ?? 2;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 20_000;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  url(path: string, query: Query = {}): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
    const qs = search.toString();
    return `${this.root}${path}${qs ? `?${qs}` : ""}`;
  }

  async request<T>(method: Method, path: string, input: { query?: Query; body?: unknown; options?: RequestOptions } = {}): Promise<T> {
    const { signal } = input.options ?? {};
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.apiKey}`,
      Accept: "application/json",
      "User-Agent": `proofbase-node/${VERSION}`,
    };
    if (method === "POST") headers["Idempotency-Key"] = input.options?.idempotencyKey ?? randomUUID();
    let body: string | undefined;
    if (input.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(input.body); // one serialisation: every retry sends the same bytes
    }
    const url = this.url(path, input.query);

    for (let retry = 0; ; retry++) {
      const timeout = AbortSignal.timeout(this.timeoutMs);
      let response: Response;
      try {
        response = await untilAborted(fetch(url, { method, headers, body, signal: signal ? AbortSignal.any([signal as AbortSignal, timeout]) : timeout, redirect: "manual" }), signal);
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        const timedOut = timeout.aborted;
        const failure = new ConnectionError({
          message: timedOut ? `no answer within ${this.timeoutMs} ms` : `connection failed: ${describe(error)}`,
          status: null,
          code: timedOut ? "timeout" : "connection_error",
        });
        await this.waitToRetry(method, { kind: "network" }, retry, undefined, failure, signal);
        continue;
      }

      const text = await untilAborted(response.text(), signal);
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      if (response.ok) {
        if (parsed === undefined && text) throw new ProofbaseError({ message: "the answer is not JSON", status: response.status, code: "invalid_response" });
        return parsed as T;
      }
      const waitMs = retryAfterMs(response.headers.get("retry-after"));
      const error = errorFromResponse(response.status, parsed, response.headers, waitMs === undefined ? undefined : Math.ceil(waitMs / 1000));
      await this.waitToRetry(method, { kind: "answer", status: response.status, code: error.code }, retry, waitMs, error, signal);
    }
  }

  /** Waits before the next attempt, or throws `error` when this failure is final. */
  private async waitToRetry(method: Method, failure: Failure, retry: number, retryAfter: number | undefined, error: ProofbaseError, signal?: AbortSignalLike) {
    if (retry >= this.maxRetries || !isRetryable(method, failure)) throw error;
    const delay = retryAfter ?? backoffMs(retry + 1);
    if (delay > this.maxRetryDelayMs) throw error;
    await sleep(delay, undefined, signal ? { signal: signal as AbortSignal } : undefined);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
}
