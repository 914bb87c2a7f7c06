import { prisma } from "../../platform/db/client.js";
import type { Owner } from "../../http/auth/owner.js";
import { presentAlertSettings } from "../../accounts/settings/alert-settings.js";
import type { AlertKind } from "./alert-kinds.js";
import type { AlertList } from "./alert-schema.js";

/** The open alerts of an account's mode, oldest first (a mode has few subjects: no paging). */
export async function listOpenAlerts(owner: Owner): Promise<AlertList> {
  const [alerts, settings] = await Promise.all([
    prisma.teamAlert.findMany({
      where: { merchantId: owner.merchantId, mode: owner.mode, clearedAt: null },
      orderBy: [{ openedAt: "asc" }, { id: "asc" }],
      take: 100,
      select: { id: true, kind: true, subject: true, count: true, openedAt: true },
    }),
    prisma.merchantSettings.findUnique({ where: { merchantId: owner.merchantId }, select: { alertReviewQueueOver: true, alertFailingEndpoints: true } }),
  ]);
  const { review_queue_over } = presentAlertSettings(settings);
  return {
    object: "list",
    data: alerts.map((alert) => ({
      id: alert.id,
      object: "alert",
      kind: alert.kind as AlertKind,
      subject: alert.subject,
      count: alert.count,
      threshold: alert.kind === "review_queue" ? review_queue_over : null,
      opened_at: alert.openedAt.toISOString(),
    })),
  };
}
