import type { Mode } from "../auth/api-key-format.js";
import { prisma } from "../db/client.js";
import { notFound } from "../errors/api-error.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import { viewSession, viewSessions } from "./present-session.js";
import { findSessionRow } from "./session-row.js";

export async function getSession(merchantId: string, mode: Mode, id: string) {
  const row = await findSessionRow(merchantId, mode, id);
  if (!row) throw notFound("session_not_found", "verification session", id);
  return viewSession(prisma, row);
}

/** Newest first, keyset-paginated. */
export async function listSessions(merchantId: string, mode: Mode, page: PageRequest) {
  const result = await paginate(
    { list: "verification_sessions", merchantId, mode },
    page,
    ({ where, take }) => prisma.verificationSession.findMany({ where: { ...where, merchantId, mode }, orderBy: keysetOrder, take }),
    (row) => row,
  );
  return { ...result, data: await viewSessions(prisma, result.data) };
}
