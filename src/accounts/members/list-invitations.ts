import { prisma } from "../../platform/db/client.js";
import { invitationSelect, presentInvitation } from "./present-member.js";

/** The account's pending invitations (expired ones included, marked so), newest first. At most one per address. */
export async function listPendingInvitations(merchantId: string) {
  const rows = await prisma.memberInvitation.findMany({
    where: { merchantId, status: "pending" },
    orderBy: { createdAt: "desc" },
    select: invitationSelect,
    take: 500,
  });
  const now = new Date();
  return rows.map((row) => presentInvitation(row, now));
}
