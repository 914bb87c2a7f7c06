import { unseal } from "../crypto/sealed-box.js";
import { prisma } from "../db/client.js";
import { query } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";
import { logger } from "../logger.js";
import { countSmsSend } from "../metrics/metrics.js";
import { SMS_PROVIDER_TIMEOUT_MS, SmsRejected, type SmsProvider } from "./provider.js";
import type { SmsStatus } from "./sms-status.js";
import { smsBodyFor } from "./sms-template.js";

export type DeliveryResult = "sent" | "rejected" | "skipped";

const QUEUED: SmsStatus = "queued";

interface ClaimedSend {
  id: string;
  code_sealed: string;
  phone_sealed: string;
  business_name: string;
}

/**
 * How long an attempt may be with the provider before its lease lapses: the provider's timeout
 * and a margin. A lapsed lease is an attempt whose worker died; the next attempt may claim it.
 */
export const SMS_SEND_LEASE_MS = SMS_PROVIDER_TIMEOUT_MS + 5_000;

/**
 * Counts an attempt ("recorded before") of a send still due, leases it while it is with the
 * provider, and reads what it needs, in one statement. The account's row is read FOR SHARE, so
 * the claim and a disable of live access (an UPDATE of that row) are serialized: a claim after
 * the disable sees live access off, and one before it holds a lease the disable waits for
 * (src/sms/live-sms-in-flight.ts). A send already leased by another attempt is not claimed twice.
 */
async function claimAttempt(phoneCodeId: string): Promise<ClaimedSend | null> {
  const [row] = await query<ClaimedSend>(Prisma.sql`
    WITH account AS (
      SELECT m.id, m.business_name FROM merchants m
       WHERE m.id = (SELECT merchant_id FROM phone_codes WHERE id = ${phoneCodeId}) AND m.live_enabled
         FOR SHARE)
    UPDATE phone_codes p SET sms_attempts = p.sms_attempts + 1,
           sms_sending_until = now() + make_interval(secs => ${SMS_SEND_LEASE_MS / 1000})
      FROM account m
     WHERE p.id = ${phoneCodeId} AND p.sms_status = ${QUEUED} AND m.id = p.merchant_id
       AND (p.sms_sending_until IS NULL OR p.sms_sending_until <= now())
       AND p.code_sealed IS NOT NULL AND p.phone_sealed IS NOT NULL
       AND p.superseded_at IS NULL AND p.verified_at IS NULL AND p.expires_at > now()
    RETURNING p.id, p.code_sealed, p.phone_sealed, m.business_name`);
  return row ?? null;
}

/** An attempt that failed and will be retried gives its lease back (it is no longer with the provider). */
async function releaseLease(id: string): Promise<void> {
  await query(Prisma.sql`UPDATE phone_codes SET sms_sending_until = NULL WHERE id = ${id} AND sms_status = ${QUEUED}`);
}

/** queued -> a final status; every final status clears the sealed code and number, so nothing readable stays at rest. */
async function settle(id: string, status: Exclude<SmsStatus, "queued" | "not_sent">, data: { error?: string; providerMessageId?: string } = {}): Promise<void> {
  await query(Prisma.sql`
    UPDATE phone_codes SET sms_status = ${status}, code_sealed = NULL, phone_sealed = NULL, sms_sending_until = NULL,
           sms_error = ${data.error ?? null}, provider_message_id = ${data.providerMessageId ?? null},
           sent_at = CASE WHEN ${status} = 'sent' THEN now() ELSE sent_at END
     WHERE id = ${id} AND sms_status = ${QUEUED}`);
}

/**
 * A queued send made pointless before it went out: a newer code, a verified flow, an expired code,
 * or an account whose live access is off. Not while another attempt holds its lease.
 */
async function cancelIfPointless(id: string): Promise<void> {
  await query(Prisma.sql`
    UPDATE phone_codes p SET sms_status = 'canceled', code_sealed = NULL, phone_sealed = NULL
     WHERE p.id = ${id} AND p.sms_status = ${QUEUED}
       AND (p.sms_sending_until IS NULL OR p.sms_sending_until <= now())
       AND (p.superseded_at IS NOT NULL OR p.verified_at IS NOT NULL OR p.expires_at <= now()
            OR NOT EXISTS (SELECT 1 FROM merchants m WHERE m.id = p.merchant_id AND m.live_enabled))`);
}

/**
 * The sms-send job's work: claims the attempt (counted before the call), unseals the code and
 * number, and hands the text to the provider; the outcome is recorded after it. A refusal fails
 * the send for good (visible on GET /session); other errors are thrown for BullMQ to retry with
 * backoff, and on the last attempt the send is marked failed. Neither the code nor the number is
 * ever logged.
 */
export async function deliverPhoneCode(phoneCodeId: string, provider: SmsProvider, attempt: { isLast: boolean }): Promise<DeliveryResult> {
  const claimed = await claimAttempt(phoneCodeId);
  if (!claimed) {
    await cancelIfPointless(phoneCodeId);
    return "skipped";
  }
  const code = unseal("sms-codes", claimed.code_sealed);
  const body = await smsBodyFor(claimed.id, code);
  try {
    const sent = await provider.send({ to: unseal("sms-codes", claimed.phone_sealed), body });
    countSmsSend(provider.name, "sent");
    await settle(claimed.id, "sent", { providerMessageId: sent.id });
    logger.debug({ phoneCodeId: claimed.id, provider: provider.name }, "verification code sent");
    return "sent";
  } catch (error) {
    if (error instanceof SmsRejected) {
      countSmsSend(provider.name, "rejected");
      await settle(claimed.id, "failed", { error: error.reason });
      logger.warn({ phoneCodeId: claimed.id, provider: provider.name, reason: error.reason }, "SMS provider refused a verification code");
      return "rejected";
    }
    const message = (error as Error).message;
    countSmsSend(provider.name, "error");
    if (attempt.isLast) await settle(claimed.id, "failed", { error: "The text message could not be sent. Ask for a new code." });
    else await releaseLease(claimed.id);
    logger.warn({ phoneCodeId: claimed.id, provider: provider.name, err: message, last: attempt.isLast }, "SMS send failed");
    throw new Error(`SMS send failed: ${message}`);
  }
}

/** Live codes still queued a while after their send: the sweeper makes sure each has a job. */
export async function findQueuedPhoneCodes(olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.phoneCode.findMany({
    where: { smsStatus: QUEUED, createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: batch,
  });
  return rows.map((row) => row.id);
}
