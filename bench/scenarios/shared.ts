import { apiClient, describe, isMissingRoute, NotAvailable, type ApiClient } from "../support/api-client.js";
import type { EmitResult } from "../support/emit-events.js";
import { runEmitter, type AutocannonSpec } from "../support/load-client.js";
import type { Receiver } from "../support/receiver-client.js";
import type { BenchMerchant } from "../support/seed-merchants.js";
import type { BenchContext, ScenarioOutcome } from "./types.js";

/** The body every created session uses: a sandbox session that would be approved. */
export const SESSION_BODY = { flows: ["wallet"], test_outcome: "approved" };
export const SESSION_CREATED = "verification_session.created";
export const SESSIONS_PATH = "/api/v1/verification-sessions";

export function clientFor(ctx: BenchContext, merchant: BenchMerchant): ApiClient {
  return apiClient(ctx.api.baseUrl, merchant.testKey);
}

export function jsonHeaders(merchant: BenchMerchant): Record<string, string> {
  return { authorization: `Bearer ${merchant.testKey}`, "content-type": "application/json" };
}

/** autocannon settings that create sessions (each one emits verification_session.created). */
export function createSessionsLoad(ctx: BenchContext, merchant: BenchMerchant): Omit<AutocannonSpec, "mode" | "connections"> {
  return { baseUrl: ctx.api.baseUrl, paths: [SESSIONS_PATH], method: "POST", headers: jsonHeaders(merchant), body: JSON.stringify(SESSION_BODY) };
}

/** Creates `count` sessions through POST /v1/verification-sessions at an even `rate` per second. */
export function emitEvenly(ctx: BenchContext, merchant: BenchMerchant, name: string, count: number, rate: number): Promise<EmitResult> {
  return runEmitter(name, { baseUrl: ctx.api.baseUrl, apiKey: merchant.testKey, count, rate, concurrency: 50 });
}

/** Creates one session; NotAvailable while the sessions API is not built. */
export async function createSession(client: ApiClient): Promise<string> {
  const response = await client.post<{ id?: string }>(SESSIONS_PATH, SESSION_BODY);
  if (isMissingRoute(response)) throw new NotAvailable("POST /v1/verification-sessions is not built yet");
  if (response.status !== 201 || typeof response.body.id !== "string") {
    throw new Error(`creating a session answered ${describe(response)}`);
  }
  return response.body.id;
}

/** Registers a webhook endpoint; NotAvailable while the webhook endpoints API is not built. */
export async function registerEndpoint(client: ApiClient, url: string, events: string[]): Promise<string> {
  const response = await client.post<{ id?: string }>("/api/v1/webhook-endpoints", { url, events });
  if (isMissingRoute(response)) throw new NotAvailable("POST /v1/webhook-endpoints is not built yet");
  if (response.status !== 201 || typeof response.body.id !== "string") {
    throw new Error(`registering a webhook endpoint answered ${describe(response)}`);
  }
  return response.body.id;
}

/**
 * Every new endpoint is sent a `ping`. If the pings do not arrive, the delivery worker is not there
 * yet: the scenario is "not available" rather than slow.
 */
export async function awaitPings(receiver: Receiver, labelPrefix: string, count: number, timeoutMs = 30_000): Promise<void> {
  const arrived = await receiver.wait({ labelPrefix, type: "ping" }, count, timeoutMs);
  if (!arrived) {
    const got = await receiver.count({ labelPrefix, type: "ping" });
    throw new NotAvailable(
      `the worker delivered ${got} of ${count} endpoint ping(s) within ${timeoutMs / 1000} s (webhook delivery not built yet?)`,
    );
  }
}

/** Deliveries per second between the first and the last receipt. */
export function receiptRate(stats: { receipts: number; firstReceivedMs: number | null; lastReceivedMs: number | null }): number {
  if (stats.receipts < 2 || stats.firstReceivedMs === null || stats.lastReceivedMs === null) return Number.NaN;
  const spanMs = stats.lastReceivedMs - stats.firstReceivedMs;
  return spanMs > 0 ? ((stats.receipts - 1) * 1000) / spanMs : Number.NaN;
}

/** A generous deadline for `count` deliveries: never less than a minute. */
export function deliveryDeadlineMs(count: number): number {
  return Math.max(60_000, count * 10);
}

/** Appends a caveat (e.g. failed worker jobs) to a scenario's note. */
export function addNote(outcome: ScenarioOutcome, extra: string | null): ScenarioOutcome {
  if (!extra) return outcome;
  return { ...outcome, note: outcome.note ? `${outcome.note}; ${extra}` : extra };
}
