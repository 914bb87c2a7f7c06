import { prisma } from "../../platform/db/client.js";
import type { EmailSender } from "../../messaging/email/email-sender.js";
import { sendClaimedEmail } from "../../messaging/email/send-claimed-email.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { presentAlertSettings } from "../../accounts/settings/alert-settings.js";
import type { AlertKind } from "./alert-kinds.js";
import { alertEmail } from "./alert-email.js";
import { ALERTED_ROLES, AlertMailLifecycle, type AlertMailStatus } from "./alert-mail-status.js";

export type AlertEmailResult = "sent" | "rejected" | "skipped";

interface Claimed {
  email: string;
  merchant_id: string;
  kind: AlertKind;
  mode: string;
  subject: string;
  count: number;
  business_name: string;
}

/** queued -> sending for a member still an owner or admin, counting the attempt, and reads what the mail needs: one statement. */
async function claim(id: string): Promise<Claimed | null> {
  const sending = AlertMailLifecycle.sql.move("queued", "sending", "e");
  const [row] = await prisma.$queryRaw<Claimed[]>(Prisma.sql`
    UPDATE team_alert_emails e SET ${sending.set}, mail_attempts = e.mail_attempts + 1
      FROM users u, team_alerts a, merchants m
     WHERE e.id = ${id} AND ${sending.guard}
       AND a.id = e.alert_id AND m.id = a.merchant_id
       AND u.id = e.user_id AND u.merchant_id = a.merchant_id AND u.role = ANY(${[...ALERTED_ROLES]}::text[])
    RETURNING u.email, a.merchant_id, a.kind, a.mode::text AS mode, a.subject, a.count, m.business_name`);
  return row ?? null;
}

/** sending -> sent | failed, or back to queued for a retry. */
async function settle(id: string, status: Exclude<AlertMailStatus, "sending" | "canceled">, error?: string): Promise<void> {
  await AlertMailLifecycle.transition(prisma, {
    id,
    from: "sending",
    to: status,
    data: { ...(status === "sent" ? { sentAt: new Date() } : {}), ...(error ? { mailError: error } : {}) },
  });
}

/** A queued email to someone who is no longer an owner or admin of the account. */
async function cancelIfPointless(id: string): Promise<void> {
  await AlertMailLifecycle.transitionMany(prisma, { where: { id, user: { role: { notIn: [...ALERTED_ROLES] } } }, from: "queued", to: "canceled" });
}

/**
 * The team-alert-email job's work, as the password reset email's: claims the send (recorded before
 * the call and never claimed twice, so a crash or a retried job never mails a member twice),
 * mails, records the outcome. A refusal fails it for good; an unreachable server puts it back to
 * queued for BullMQ's retry, failed on the last attempt. The address is never logged.
 */
export async function deliverAlertEmail(id: string, sender: EmailSender, attempt: { isLast: boolean }): Promise<AlertEmailResult> {
  const claimed = await claim(id);
  if (!claimed) {
    await cancelIfPointless(id);
    return "skipped";
  }
  const settings = presentAlertSettings(
    await prisma.merchantSettings.findUnique({ where: { merchantId: claimed.merchant_id }, select: { alertReviewQueueOver: true, alertFailingEndpoints: true } }),
  );
  const message = alertEmail(claimed.email, {
    kind: claimed.kind,
    mode: claimed.mode,
    subject: claimed.subject,
    count: claimed.count,
    threshold: settings.review_queue_over,
    businessName: claimed.business_name,
  });
  return sendClaimedEmail({ sender, message, attempt, settle: (status, error) => settle(id, status, error), what: "a team alert email", ids: { alertEmailId: id } });
}

/** Alert emails still queued a while after their alert opened: the sweeper makes sure each has a job. */
export async function findQueuedAlertEmails(olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.teamAlertEmail.findMany({
    where: { ...AlertMailLifecycle.is("queued"), createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: batch,
  });
  return rows.map((row) => row.id);
}
