import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { MessageKind } from "../../messaging/outbox/message-kind.js";
import { presentAlertSettings } from "../../accounts/settings/alert-settings.js";
import type { AlertKind } from "./alert-kinds.js";
import { alertEmail } from "./alert-email.js";
import { ALERTED_ROLES, AlertMailLifecycle } from "./alert-mail-status.js";

interface AlertEmailRow {
  email: string;
  merchant_id: string;
  kind: AlertKind;
  mode: string;
  subject: string;
  count: number;
  business_name: string;
}

/**
 * A team member's alert email as an outbox message (src/messaging/outbox/): the message's id is
 * the team_alert_emails row's. It is composed when it goes out, only for a member still an owner
 * or admin of the account (else canceled); the outbox's rule never mails a member twice. The
 * address is never logged.
 */
export const alertMessageKind: MessageKind = {
  kind: "team_alert",
  channel: "email",
  async compose(id) {
    const [row] = await prisma.$queryRaw<AlertEmailRow[]>(Prisma.sql`
      SELECT u.email, a.merchant_id, a.kind, a.mode::text AS mode, a.subject, a.count, m.business_name
        FROM team_alert_emails e
        JOIN team_alerts a ON a.id = e.alert_id
        JOIN merchants m ON m.id = a.merchant_id
        JOIN users u ON u.id = e.user_id AND u.merchant_id = a.merchant_id AND u.role = ANY(${[...ALERTED_ROLES]}::text[])
       WHERE e.id = ${id}`);
    if (!row) return null;
    const settings = presentAlertSettings(
      await prisma.merchantSettings.findUnique({ where: { merchantId: row.merchant_id }, select: { alertReviewQueueOver: true, alertFailingEndpoints: true } }),
    );
    return alertEmail(row.email, {
      kind: row.kind,
      mode: row.mode,
      subject: row.subject,
      count: row.count,
      threshold: settings.review_queue_over,
      businessName: row.business_name,
    });
  },
  what: "a team alert email",
  logKey: "alertEmailId",
  gaveUp: "The email could not be sent.",
  legacy: { lifecycle: AlertMailLifecycle, table: Prisma.raw("team_alert_emails") },
};
