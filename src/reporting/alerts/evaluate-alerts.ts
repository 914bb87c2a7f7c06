import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../events/webhooks/unit-of-work.js";
import { accountsAfter, failingEndpointConditions, reviewQueueConditions, type AlertCondition } from "./alert-conditions.js";
import { RENOTIFY_AFTER_MS } from "./alert-kinds.js";
import { queueMessages } from "../../messaging/outbox/queue-message.js";
import { ALERTED_ROLES } from "./alert-mail-status.js";
import { alertMessageKind } from "./alert-message.js";

export interface EvaluateOptions {
  now?: Date;
  /** Accounts read per round. */
  batch?: number;
  /** Only this account (tests share one database). */
  merchantId?: string;
}

const keyOf = (c: { merchantId: string; mode: string; kind: string; subject: string }) => `${c.merchantId} ${c.mode} ${c.kind} ${c.subject}`;

/**
 * Opens the alert of a condition with no open alert, and queues an email to each owner and admin
 * unless the subject's alert was last emailed less than RENOTIFY_AFTER_MS ago. The insert
 * conflicts on the one-open-per-subject index, so a second run (or a retry) opens and emails
 * nothing more: the email rows and their outbox messages are written in the alert's transaction, their jobs enqueued after it commits.
 */
async function openAlert(condition: AlertCondition, now: Date): Promise<boolean> {
  return inTransaction(async ({ tx, afterCommit }) => {
    const recent = await tx.teamAlert.count({
      where: { merchantId: condition.merchantId, mode: condition.mode, kind: condition.kind, subject: condition.subject, notified: true, openedAt: { gt: new Date(now.getTime() - RENOTIFY_AFTER_MS) } },
    });
    const notified = recent === 0;
    const id = newId("teamAlert");
    const inserted = await tx.$executeRaw(Prisma.sql`
      INSERT INTO team_alerts (id, merchant_id, mode, kind, subject, count, notified, opened_at)
      VALUES (${id}, ${condition.merchantId}, ${condition.mode}::"Mode", ${condition.kind}, ${condition.subject}, ${condition.count}, ${notified}, ${now})
      ON CONFLICT (merchant_id, mode, kind, subject) WHERE cleared_at IS NULL DO NOTHING`);
    if (inserted !== 1 || !notified) return inserted === 1;
    const team = await tx.user.findMany({ where: { merchantId: condition.merchantId, role: { in: [...ALERTED_ROLES] } }, select: { id: true } });
    const emails = team.map((user) => ({ id: newId("teamAlertEmail"), alertId: id, userId: user.id }));
    await tx.teamAlertEmail.createMany({ data: emails });
    for (const job of await queueMessages(tx, alertMessageKind, emails.map((email) => email.id))) afterCommit(job);
    return true;
  });
}

/**
 * The team alerts' evaluation (alert-kinds.ts says what each kind watches): for every account, in
 * batches, the conditions that hold now; an alert opens for each with none open, an open alert
 * whose condition ended (or whose setting was turned off) clears, and an open alert's count
 * follows what was counted. Every write is guarded on the alert still being open.
 */
export async function evaluateAlerts(options: EvaluateOptions = {}): Promise<{ opened: number; cleared: number }> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 200;
  let opened = 0;
  let cleared = 0;
  let after = "";
  for (;;) {
    const accounts = await accountsAfter(after, batch, options.merchantId);
    if (accounts.length === 0) break;
    after = accounts.at(-1)!.merchantId;
    const conditions = [...(await reviewQueueConditions(accounts)), ...(await failingEndpointConditions(accounts))];
    const wanted = new Map(conditions.map((c) => [keyOf(c), c]));
    const open = await prisma.teamAlert.findMany({
      where: { merchantId: { in: accounts.map((a) => a.merchantId) }, clearedAt: null },
      select: { id: true, merchantId: true, mode: true, kind: true, subject: true, count: true },
    });
    const openKeys = new Set<string>();
    for (const alert of open) {
      const key = keyOf(alert);
      openKeys.add(key);
      const condition = wanted.get(key);
      if (!condition) {
        cleared += (await prisma.teamAlert.updateMany({ where: { id: alert.id, clearedAt: null }, data: { clearedAt: now } })).count;
      } else if (condition.count !== alert.count) {
        await prisma.teamAlert.updateMany({ where: { id: alert.id, clearedAt: null }, data: { count: condition.count } });
      }
    }
    for (const [key, condition] of wanted) if (!openKeys.has(key) && (await openAlert(condition, now))) opened += 1;
  }
  return { opened, cleared };
}
