import { firstRunDismissedAt } from "../../accounts/portal/first-run-dismissal.js";
import { prisma } from "../../platform/db/client.js";
import { FIRST_RUN_ITEMS, type FirstRunItem, type FirstRunObject } from "./first-run-schema.js";

/**
 * What a new account has done of its first steps (contract section 22, "First run and live
 * mode"), each read from the account's own rows: a session of either mode, a webhook endpoint
 * (deleted ones count: it was added), another member or an invitation sent, live access on.
 */
async function itemsDone(merchantId: string): Promise<Record<FirstRunItem, boolean>> {
  const [session, endpoint, members, invitation, merchant] = await Promise.all([
    prisma.verificationSession.findFirst({ where: { merchantId }, select: { id: true } }),
    prisma.webhookEndpoint.findFirst({ where: { merchantId }, select: { id: true } }),
    prisma.user.count({ where: { merchantId } }),
    prisma.memberInvitation.findFirst({ where: { merchantId }, select: { id: true } }),
    prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { liveEnabled: true } }),
  ]);
  return {
    verification_link: session !== null,
    webhook_endpoint: endpoint !== null,
    teammate: members > 1 || invitation !== null,
    live_mode: merchant.liveEnabled,
  };
}

export async function describeFirstRun(merchantId: string, userId: string): Promise<FirstRunObject> {
  const [done, dismissedAt] = await Promise.all([itemsDone(merchantId), firstRunDismissedAt(userId)]);
  const items = FIRST_RUN_ITEMS.map((id) => ({ id, done: done[id] }));
  return { object: "first_run", items, complete: items.every((i) => i.done), dismissed_at: dismissedAt?.toISOString() ?? null };
}
