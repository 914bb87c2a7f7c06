import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { config } from "../../platform/config.js";
import { UrlRefused } from "../../platform/errors/domain-errors.js";
import { presentEvent, type EventRow } from "../present-event.js";
import { logger } from "../../platform/logger.js";
import { countDeliveryAttempt, countExhaustedDelivery, observeDeliveryLatency } from "../../platform/metrics/metrics.js";
import { isUnavailableError } from "../../platform/errors/unavailable.js";
import { enqueueBestEffort } from "../../platform/queues/enqueue-best-effort.js";
import { postWebhook } from "./http-post.js";
import { loadDeliveryForAttempt } from "./load-delivery.js";
import { recordAttempt, type AttemptResult } from "./record-attempt.js";
import { settleUnsentAttempt } from "./settle-unsent-attempt.js";
import { ATTEMPT_LEASE_MS, jobForAttempt } from "./jobs/webhook-delivery.js";
import { planAttempt } from "./delivery-lifecycle.js";
import { recordEndpointHealth } from "./endpoint-health.js";
import { RETRY_OFFSETS_MS } from "./retry-schedule.js";
import { signatureHeaders, signingSecrets, type EndpointSecrets } from "./sign.js";
import type { SignatureScheme } from "./secrets.js";
import { parseWebhookUrl, resolvePublicAddress } from "./url-safety.js";
import { withoutOurSecrets } from "./redact-echo.js";

const userAgent = `${config.SERVICE_NAME}-Webhook/2.0`;

interface EndpointTarget extends EndpointSecrets {
  url: string;
  signatureScheme: string;
}

/** Resolves and checks the target again (DNS may have changed), then POSTs to that very address. */
async function attemptPost(endpoint: EndpointTarget, event: EventRow, number: number): Promise<AttemptResult> {
  const at = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  let target: { url: URL; address: string; family: 4 | 6 };
  try {
    const url = parseWebhookUrl(endpoint.url);
    target = { url, ...(await resolvePublicAddress(url.hostname)) };
  } catch (error) {
    if (!(error instanceof UrlRefused)) throw error;
    return { number, at, ok: false, statusCode: null, durationMs: elapsed(), error: `target refused: ${error.message}`, responseBody: null };
  }

  const body = JSON.stringify(presentEvent(event));
  const timestamp = Math.floor(Date.now() / 1000);
  const secrets = signingSecrets(endpoint);
  const signed = signatureHeaders(endpoint.signatureScheme as SignatureScheme, secrets, { eventId: event.id, timestamp, body });
  const outcome = await postWebhook({
    ...target,
    body,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": userAgent,
      "X-PB-Event-Id": event.id,
      "X-PB-Event-Type": event.type,
      ...signed,
    },
  });
  return { number, at, ...outcome, responseBody: withoutOurSecrets(outcome.responseBody, secrets, signed), durationMs: elapsed() };
}

const RECORD_RETRY_DELAYS_MS = [100, 500, 1_000, 2_000, 4_000];

// A deadlock (with a bulk cancel locking the same deliveries in another order) or a
// serialization failure aborts only that try; recording again is harmless (it is idempotent).
const isTransientConflict = (error: unknown) => ["40P01", "40001"].includes((error as { code?: unknown })?.code as string);

/**
 * Once the POST has happened, failing the job would make BullMQ send it again, so a database
 * hiccup while recording is retried here first; only a lasting outage fails the job.
 */
async function recordAfterPost<T>(record: () => Promise<T>): Promise<T> {
  for (const delayMs of RECORD_RETRY_DELAYS_MS) {
    try {
      return await record();
    } catch (error) {
      if (!isUnavailableError(error) && !isTransientConflict(error)) throw error;
      logger.warn({ err: (error as Error).message, retryInMs: delayMs }, "recording a webhook attempt failed; retrying");
      await sleep(delayMs);
    }
  }
  return record();
}

/** Another runner holds the attempt's claim: look again once it ends. */
export interface AttemptHeldElsewhere {
  heldUntil: Date;
}

/**
 * Runs attempt `attempt` of a delivery. Re-reads everything from Postgres and does nothing if the
 * attempt is no longer due (already recorded, delivery settled or canceled). Receiver failures are
 * recorded outcomes; only infrastructure failures (Postgres down) throw, so BullMQ retries the job.
 * The attempt is claimed before its POST and recorded after it: a second runner of the same
 * attempt meanwhile (a job BullMQ ran again while its first run was still going) sends nothing
 * and gets back when the claim ends (AttemptHeldElsewhere), to find the attempt recorded, or the
 * claim lapsed because its runner died between claim and record: then it sends the attempt again
 * (at-least-once, only after a crash).
 */
export async function deliverAttempt(deliveryId: string, attempt: number, eventCreatedAt?: Date): Promise<AttemptHeldElsewhere | undefined> {
  const delivery = await loadDeliveryForAttempt({ deliveryId, attempt, eventCreatedAt });
  if (!delivery) return; // pruned with its event
  const plan = planAttempt(delivery, attempt, RETRY_OFFSETS_MS);
  if (plan.action === "skip") return;
  if (plan.action === "settle") {
    const settled = await settleUnsentAttempt(deliveryId, attempt, plan.status);
    if (settled && plan.status === "exhausted") countExhaustedDelivery();
    return;
  }
  if (!delivery.claim.claimed) {
    // Due as this statement's snapshot saw it, but someone else claimed it (before, or meanwhile).
    logger.info({ deliveryId, attempt }, "webhook attempt held by another runner; looking again when its claim ends");
    return { heldUntil: delivery.claim.heldUntil ?? new Date(Date.now() + ATTEMPT_LEASE_MS) };
  }

  const result = await attemptPost(delivery.endpoint, delivery.event, attempt);
  countDeliveryAttempt(result.ok ? "succeeded" : result.statusCode !== null ? "http_error" : "no_response");
  const outcome = await recordAfterPost(() => recordAttempt(delivery, result));
  if (outcome?.status === "succeeded") observeDeliveryLatency(delivery.event.createdAt, result.at.getTime() + result.durationMs);
  if (outcome?.status === "exhausted") countExhaustedDelivery();
  // After the attempt is recorded: disabling cancels this delivery too when it is still due.
  const disabled = await recordAfterPost(() => recordEndpointHealth({ id: delivery.endpointId, failingSince: delivery.endpoint.failingSince }, result));
  logger[result.ok ? "debug" : "info"](
    { deliveryId, attempt, statusCode: result.statusCode, durationMs: result.durationMs, error: result.error, outcome: outcome?.status ?? "not-applied" },
    "webhook attempt",
  );
  if (outcome?.status === "retrying" && outcome.nextAttemptAt && !disabled) {
    // If Redis refuses this, the delivery is still due in Postgres and the sweeper enqueues it.
    await enqueueBestEffort([
      jobForAttempt(attempt + 1).for({ deliveryId, attempt: attempt + 1 }, { delay: outcome.nextAttemptAt.getTime() - Date.now() }),
    ]);
  }
  return undefined;
}
