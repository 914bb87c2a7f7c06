import type { Owner } from "../http/auth/owner.js";
import { reader } from "../platform/db/read-replica.js";
import { NotFound } from "../platform/errors/domain-errors.js";
import { viewSession } from "./present-session.js";
import { findSessionRow } from "./session-row.js";

export async function getSession(owner: Owner, id: string) {
  const row = await findSessionRow(owner.merchantId, owner.mode, id);
  if (!row) throw new NotFound("verification_session", id);
  return viewSession(reader(), row);
}

