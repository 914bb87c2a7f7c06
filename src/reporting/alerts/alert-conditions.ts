import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { DEFAULT_REVIEW_QUEUE_OVER } from "../../accounts/settings/alert-settings.js";
import { ReviewLifecycle } from "../../sessions/reviews/review-lifecycle.js";
import { EndpointLifecycle } from "../../events/webhooks/endpoint-status.js";
import { COUNT_CAP, FAILING_ATTEMPTS_IN_A_ROW, REVIEW_QUEUE_SUBJECT, type AlertKind } from "./alert-kinds.js";

export type Mode = "test" | "live";

/** A condition that holds now: an alert for its subject should be open. */
export interface AlertCondition {
  merchantId: string;
  mode: Mode;
  kind: AlertKind;
  subject: string;
  count: number;
}

export interface AccountAlertSettings {
  merchantId: string;
  reviewQueueOver: number | null;
  failingEndpoints: boolean;
}

/** Accounts after `after` (by id), with their alert settings (the defaults when they have no settings row). */
export async function accountsAfter(after: string, take: number, only?: string): Promise<AccountAlertSettings[]> {
  const rows = await prisma.merchant.findMany({
    where: { id: only ? { gt: after, equals: only } : { gt: after } },
    orderBy: { id: "asc" },
    take,
    select: { id: true, settings: { select: { alertReviewQueueOver: true, alertFailingEndpoints: true } } },
  });
  return rows.map((row) => ({
    merchantId: row.id,
    reviewQueueOver: row.settings ? row.settings.alertReviewQueueOver : DEFAULT_REVIEW_QUEUE_OVER,
    failingEndpoints: row.settings ? row.settings.alertFailingEndpoints : true,
  }));
}

/** Open reviews per mode of each account with a threshold, counted up to COUNT_CAP on the (merchant, mode, status) index; those above it. */
export async function reviewQueueConditions(accounts: AccountAlertSettings[]): Promise<AlertCondition[]> {
  const watched = accounts.filter((a) => a.reviewQueueOver !== null);
  if (watched.length === 0) return [];
  const rows = await prisma.$queryRaw<{ merchant_id: string; mode: Mode; n: number }[]>(Prisma.sql`
    SELECT w.merchant_id, md.mode::text AS mode, c.n
      FROM unnest(${watched.map((a) => a.merchantId)}::text[]) AS w(merchant_id)
     CROSS JOIN (VALUES ('test'::"Mode"), ('live'::"Mode")) AS md(mode)
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS n FROM (
         SELECT 1 FROM reviews r
          WHERE r.merchant_id = w.merchant_id AND r.mode = md.mode AND ${ReviewLifecycle.sql.is("flagged", "r")}
          LIMIT ${COUNT_CAP}) capped) c`);
  const threshold = new Map(watched.map((a) => [a.merchantId, a.reviewQueueOver!]));
  return rows
    .filter((row) => row.n > threshold.get(row.merchant_id)!)
    .map((row) => ({ merchantId: row.merchant_id, mode: row.mode, kind: "review_queue", subject: REVIEW_QUEUE_SUBJECT, count: row.n }));
}

/** Failed attempts of an endpoint at or after `since` (every attempt since its health clock started failed), counted up to COUNT_CAP. */
async function failedAttemptsSince(endpointId: string, since: Date): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM webhook_attempts a
        JOIN webhook_deliveries d ON d.id = a.delivery_id AND d.event_created_at = a.event_created_at
       WHERE d.endpoint_id = ${endpointId} AND a.at >= ${since}
         AND (a.status_code IS NULL OR a.status_code NOT BETWEEN 200 AND 299)
       LIMIT ${COUNT_CAP}) capped`);
  return row?.n ?? 0;
}

/** The failing endpoints (alert-kinds.ts) of the accounts that watch them. */
export async function failingEndpointConditions(accounts: AccountAlertSettings[]): Promise<AlertCondition[]> {
  const watched = accounts.filter((a) => a.failingEndpoints).map((a) => a.merchantId);
  if (watched.length === 0) return [];
  const candidates = await prisma.webhookEndpoint.findMany({
    where: {
      merchantId: { in: watched },
      deletedAt: null,
      OR: [{ failingSince: { not: null }, ...EndpointLifecycle.is("enabled") }, { ...EndpointLifecycle.is("disabled"), disabledReason: { in: ["failing", "gone"] } }],
    },
    select: { id: true, merchantId: true, mode: true, status: true, failingSince: true },
  });
  const conditions: AlertCondition[] = [];
  for (const endpoint of candidates) {
    const failed = endpoint.failingSince ? await failedAttemptsSince(endpoint.id, endpoint.failingSince) : 0;
    const disabledByUs = endpoint.status === "disabled";
    if (!disabledByUs && failed < FAILING_ATTEMPTS_IN_A_ROW) continue;
    conditions.push({ merchantId: endpoint.merchantId, mode: endpoint.mode, kind: "failing_endpoint", subject: endpoint.id, count: failed });
  }
  return conditions;
}
