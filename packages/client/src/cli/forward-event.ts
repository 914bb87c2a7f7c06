import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
import type { Event } from "../api-types.js";
import { signWebhookPayload } from "../webhooks/signature.js";

/** The service's receiver timeout (spec 6.1). */
export const FORWARD_TIMEOUT_MS = 10_000;

export type ForwardOutcome = { statusCode: number; durationMs: number } | { error: string; durationMs: number };

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

export function closeForwardingAgents(): void {
  agents.http.destroy();
  agents.https.destroy();
}

/**
 * POSTs one event to the local URL as the service delivers it: the same envelope bytes, the same
 * headers in the same order (Content-Type, User-Agent, X-PB-Event-Id, X-PB-Event-Type,
 * X-PB-Signature, then Host and Content-Length), signed now with `secret`. Redirects are not
 * followed; an answer after FORWARD_TIMEOUT_MS counts as a failure.
 */
export function forwardEvent(target: URL, event: Event, secret: string, userAgent: string): Promise<ForwardOutcome> {
  const body = Buffer.from(JSON.stringify(event), "utf8");
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const isHttps = target.protocol === "https:";
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: ForwardOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (isHttps ? https : http).request(target, {
      method: "POST",
      agent: isHttps ? agents.https : agents.http,
      headers: {
        "Content-Type": "application/json",
        "User-Agent": userAgent,
        "X-PB-Event-Id": event.id,
        "X-PB-Event-Type": event.type,
        "X-PB-Signature": signWebhookPayload(body, secret),
        Host: target.host,
        "Content-Length": String(body.length),
      },
    });
    // The whole exchange (connect, request, status line) is bounded, as the service bounds it.
    const timer = setTimeout(() => {
      finish({ error: `timed out after ${FORWARD_TIMEOUT_MS} ms`, durationMs: elapsed() });
      request.destroy();
    }, FORWARD_TIMEOUT_MS);
    request.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code === "ECONNREFUSED" ? "connection refused" : error.message, durationMs: elapsed() }));
    request.on("response", (response) => {
      const statusCode = response.statusCode ?? 0;
      finish({ statusCode, durationMs: elapsed() });
      response.resume(); // the body is not used, as by the service
    });
    request.end(body);
  });
}
