import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { performance } from "node:perf_hooks";

/** How much of a receiver's response body is kept on the attempt record. */
export const RESPONSE_BODY_LIMIT = 1024;
const MAX_ERROR_LENGTH = 500;

export interface WebhookPost {
  url: URL;
  /** The checked address to connect to; the URL's host is only used for Host and TLS (SNI, certificate). */
  address: string;
  family: 4 | 6;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface PostOutcome {
  /** True only for a 2xx status received within the timeout. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

// Keep-alive pools are keyed by what we dial: the checked address, port and TLS servername, so a
// reused connection always goes to an address that was checked for this URL. A receiver may
// close an idle connection just as we reuse it; that one case is retried at once on a fresh
// connection (below), so it never becomes a failed attempt.
const pooled = {
  http: new http.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 128, scheduling: "lifo" }),
  https: new https.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 128, scheduling: "lifo" }),
};
const fresh = { http: new http.Agent({ keepAlive: false }), https: new https.Agent({ keepAlive: false }) };

const STALE_SOCKET_ERRORS = new Set(["ECONNRESET", "EPIPE"]);

function describeError(error: NodeJS.ErrnoException): string {
  const known: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ECONNRESET: "connection reset by the receiver",
    EHOSTUNREACH: "host unreachable",
    ENETUNREACH: "network unreachable",
    ETIMEDOUT: "connection timed out",
    EPIPE: "connection closed by the receiver",
  };
  const text = (error.code && known[error.code]) ?? (error.code ? `${error.code}: ${error.message}` : error.message);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** Postgres text columns cannot hold NUL; keep the rest as the receiver sent it (lossy UTF-8 decode). */
const printable = (bytes: Buffer) => bytes.toString("utf8").replace(/\u0000/g, "");

/**
 * One webhook POST: connects to exactly `address`, never follows redirects, never retries, and
 * gives up after `timeoutMs` for the whole exchange (connect, TLS, request, response status).
 * Receiver failures are outcomes, never thrown.
 */
export async function postWebhook(post: WebhookPost): Promise<PostOutcome> {
  const started = performance.now();
  const first = await postOnce(post, pooled, post.timeoutMs);
  if (!first.staleReusedSocket) return first.outcome;
  const remaining = post.timeoutMs - (performance.now() - started);
  const second = await postOnce(post, fresh, Math.max(1, remaining));
  return { ...second.outcome, durationMs: Math.round(performance.now() - started) };
}

function postOnce(post: WebhookPost, agents: typeof pooled, timeoutMs: number): Promise<{ outcome: PostOutcome; staleReusedSocket: boolean }> {
  const started = performance.now();
  const isHttps = post.url.protocol === "https:";
  const hostname = post.url.hostname.replace(/^\[|\]$/g, "");
  const body = Buffer.from(post.body, "utf8");

  return new Promise((resolve) => {
    let settled = false;
    let staleReusedSocket = false;
    let ended = false;
    let statusCode: number | null = null;
    let location: string | undefined;
    const chunks: Buffer[] = [];
    let received = 0;

    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A fully read response leaves its socket to the keep-alive pool; anything else is torn down.
      if (!ended) request.destroy();
      const is2xx = statusCode !== null && statusCode >= 200 && statusCode < 300;
      if (error === null && statusCode !== null && statusCode >= 300 && statusCode < 400) {
        error = `redirect not followed${location ? ` (Location: ${location.slice(0, 200)})` : ""}`;
      }
      resolve({
        staleReusedSocket,
        outcome: {
          ok: is2xx,
          statusCode,
          durationMs: Math.round(performance.now() - started),
          error,
          responseBody: statusCode === null ? null : printable(Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT)),
        },
      });
    };

    const request = (isHttps ? https : http).request({
      host: post.address,
      family: post.family,
      port: post.url.port || (isHttps ? 443 : 80),
      path: `${post.url.pathname}${post.url.search}`,
      method: "POST",
      agent: isHttps ? agents.https : agents.http,
      // Certificate and SNI are checked against the URL's name, not the address we dialled.
      ...(isHttps && isIP(hostname) === 0 ? { servername: hostname } : {}),
      headers: { ...post.headers, Host: post.url.host, "Content-Length": String(body.length) },
    });

    const timer = setTimeout(() => {
      // A status already received within the timeout decides; a slow body does not.
      finish(statusCode === null ? `timed out after ${post.timeoutMs} ms` : null);
    }, timeoutMs);

    request.on("error", (error: NodeJS.ErrnoException) => {
      staleReusedSocket = request.reusedSocket && statusCode === null && STALE_SOCKET_ERRORS.has(error.code ?? "");
      finish(describeError(error));
    });
    request.on("response", (response) => {
      statusCode = response.statusCode ?? null;
      location = response.headers.location;
      response.on("data", (chunk: Buffer) => {
        if (received < RESPONSE_BODY_LIMIT) chunks.push(chunk);
        received += chunk.length;
        if (received >= RESPONSE_BODY_LIMIT) finish(null);
      });
      response.on("end", () => {
        ended = true;
        finish(null);
      });
      response.on("error", () => finish(null)); // the status is known; a broken body does not change it
      response.on("aborted", () => finish(null));
    });
    request.end(body);
  });
}
