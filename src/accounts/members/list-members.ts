import { prisma } from "../../platform/db/client.js";
import { presentMember } from "./present-member.js";

/** The account's members, the owner first, then by when they joined. */
export async function listMembers(merchantId: string) {
  const users = await prisma.user.findMany({
    where: { merchantId },
    orderBy: { createdAt: "asc" },
    select: { id: true, email: true, role: true, createdAt: true },
  });
  return users.sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner")).map(presentMember);
}
