import type { AssignableRole, Role } from "../../http/auth/permissions.js";
import { shownMailStatus, type InvitationMailStatus, type InvitationStatus } from "./invitation-status.js";

export function presentMember(user: { id: string; email: string; role: string; createdAt: Date }) {
  return { id: user.id, object: "member" as const, email: user.email, role: user.role as Role, created_at: user.createdAt.toISOString() };
}

export interface InvitationRow {
  id: string;
  email: string;
  role: string;
  status: string;
  mailStatus: string;
  expiresAt: Date;
  createdAt: Date;
  invitedBy: { id: string; email: string } | null;
}

/** The columns presentInvitation reads (a Prisma `select`). */
export const invitationSelect = {
  id: true,
  email: true,
  role: true,
  status: true,
  mailStatus: true,
  expiresAt: true,
  createdAt: true,
  invitedBy: { select: { id: true, email: true } },
} as const;

export function presentInvitation(row: InvitationRow, now = new Date()) {
  const status = row.status as InvitationStatus;
  return {
    id: row.id,
    object: "invitation" as const,
    email: row.email,
    role: row.role as AssignableRole,
    status: status === "pending" && row.expiresAt <= now ? ("expired" as const) : status,
    email_status: shownMailStatus(row.mailStatus as InvitationMailStatus),
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
