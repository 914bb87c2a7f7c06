import type { Owner } from "../auth/owner.js";
import { prisma } from "../db/client.js";
import { NotFound } from "../errors/domain-errors.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import { viewSession, viewSessions } from "./present-session.js";
import { findSessionRow } from "./session-row.js";
import type { SessionStatus } from "./state-machine.js";

export interface SessionFilter {
  status?: SessionStatus;
  /** Lower-case wallet address. */
  customerAddress?: string;
}

export async function getSession(owner: Owner, id: string) {
  const row = await findSessionRow(owner.merchantId, owner.mode, id);
  if (!row) throw new NotFound("verification_session", id);
  return viewSession(prisma, row);
}

/** Newest first, keyset-paginated; the cursor is bound to the filter. */
export async function listSessions(owner: Owner, page: PageRequest, filter: SessionFilter = {}) {
  const { merchantId, mode } = owner;
  const match = { ...(filter.status ? { status: filter.status } : {}), ...(filter.customerAddress ? { customerAddress: filter.customerAddress } : {}) };
  const result = await paginate(
    { list: "verification_sessions", merchantId, mode, filter: match.status || match.customerAddress ? JSON.stringify([filter.status ?? "", filter.customerAddress ?? ""]) : "" },
    page,
    ({ where, take }) => prisma.verificationSession.findMany({ where: { ...where, merchantId, mode, ...match }, orderBy: keysetOrder, take }),
    (row) => row,
  );
  return { ...result, data: await viewSessions(prisma, result.data) };
}
