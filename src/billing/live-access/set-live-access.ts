import type { Actor } from "../../http/audit/actor.js";
import { publishRevocations } from "../../http/auth/api-key-cache.js";
import { recordAudit } from "../../http/audit/record-audit.js";
import { releaseWaitingUsage } from "../release-waiting-usage.js";
import { prisma, type Db } from "../../platform/db/client.js";
import { NotFound } from "../../platform/errors/domain-errors.js";
import { logger } from "../../platform/logger.js";
import { redis } from "../../platform/redis.js";
import { flowRegistry } from "../../flows/registry.js";

export interface LiveAccessChange {
  enabled: boolean;
  /** Why, for the record: "stripe_checkout", "ops: ...", "dev". */
  reason: string;
  /** Who, for the account's audit log: operations through the admin API, the CLI, Stripe's webhook, the dev script. */
  actor: Actor;
  /** Where the change came from, when an HTTP request carried it. */
  request?: { ip: string | null; userAgent: string | null; requestId: string | null };
}

export interface LiveAccessResult {
  /** False when the account already was in the requested state (nothing was done). */
  changed: boolean;
  liveEnabled: boolean;
  reason: string | null;
  canceledSms: number;
}

/** Thrown for an id that names no merchant (ops typed it): 404 `merchant_not_found`. */
export class UnknownMerchant extends NotFound {
  constructor(merchantId: string) {
    super("merchant", merchantId, "merchant_id");
  }
}

/** The flows' live texts (a flow's `liveSms`: the phone flow's), which the kill switch stops. */
const liveSms = flowRegistry.flatMap((flow) => flow.liveSms ?? []);

async function cancelQueuedLiveSms(db: Db, merchantId: string): Promise<number> {
  let canceled = 0;
  for (const sms of liveSms) canceled += await sms.cancelQueued(db, merchantId);
  return canceled;
}

/**
 * THE way live access changes (Stripe webhook, ops route, CLI, dev script): one guarded update
 * (`WHERE live_enabled = NOT enabled`), so of two concurrent changes only one acts, and only the
 * one that acts writes its row in the account's audit log (same transaction).
 *
 * Disabling is the kill switch: in the same transaction the merchant's queued live SMS are
 * canceled (their send job then claims nothing, and a text claimed later reads live access off);
 * after commit every api process forgets the merchant's live keys (the api-key cache's pub/sub),
 * so the next request with one reads the new state and is refused, and the answer waits for the
 * texts already with the provider, so nothing is sent for the account once the disable is
 * acknowledged (a send that failed meanwhile is canceled then). Enabling publishes the same
 * way (cached keys pick up the access at once) and releases usage that waited for billing.
 */
export async function setLiveAccess(merchantId: string, change: LiveAccessChange): Promise<LiveAccessResult> {
  const reason = change.reason.slice(0, 500);
  const outcome = await prisma.$transaction(async (tx) => {
    const { count } = await tx.merchant.updateMany({
      where: { id: merchantId, liveEnabled: !change.enabled },
      data: { liveEnabled: change.enabled, liveEnabledReason: reason, liveAccessChangedAt: new Date() },
    });
    if (count === 0) return null;
    const canceledSms = change.enabled ? 0 : await cancelQueuedLiveSms(tx, merchantId);
    const liveKeys = await tx.apiKey.findMany({ where: { merchantId, mode: "live", revokedAt: null }, select: { keyHash: true } });
    await recordAudit(tx, {
      merchantId,
      actor: change.actor,
      action: change.enabled ? "enableLiveAccess" : "disableLiveAccess",
      target: `merchant:${merchantId}`,
      ...change.request,
    });
    return { canceledSms, keyHashes: liveKeys.map((k) => k.keyHash) };
  });
  if (!outcome) {
    const current = await prisma.merchant.findUnique({ where: { id: merchantId }, select: { liveEnabled: true, liveEnabledReason: true } });
    if (!current) throw new UnknownMerchant(merchantId);
    return { changed: false, liveEnabled: current.liveEnabled, reason: current.liveEnabledReason, canceledSms: 0 };
  }
  // Committed. A failed publish must not hide the change: the cache entries expire within 30 s
  // and a lost subscription clears the whole cache, but say it loudly.
  try {
    await publishRevocations(redis, outcome.keyHashes);
  } catch (error) {
    logger.error({ merchantId, err: (error as Error).message }, "live access changed but the api processes could not be told; cached keys expire within 30 s");
  }
  if (change.enabled) await releaseWaitingUsage(merchantId);
  else {
    for (const sms of liveSms) await sms.waitForInFlight(merchantId);
    outcome.canceledSms += await cancelQueuedLiveSms(prisma, merchantId);
  }
  logger.info({ merchantId, liveEnabled: change.enabled, reason, canceledSms: outcome.canceledSms }, "live access changed");
  return { changed: true, liveEnabled: change.enabled, reason, canceledSms: outcome.canceledSms };
}
