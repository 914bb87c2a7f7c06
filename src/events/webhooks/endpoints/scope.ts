import type { Owner } from "../../../http/auth/owner.js";
import type { Db } from "../../../platform/db/client.js";
import { NotFound } from "../../../platform/errors/domain-errors.js";
import { endpointSelect } from "../present-endpoint.js";

export type { Owner };

/**
 * Where-clause of one live endpoint of this merchant and mode. Another merchant's, the other
 * mode's and a deleted endpoint all match nothing: the same 404 (spec 4.2 rule 1).
 */
export function endpointWhere(owner: Owner, id: string) {
  return { id, merchantId: owner.merchantId, mode: owner.mode, deletedAt: null };
}

export function endpointNotFound(id: string): NotFound {
  return new NotFound("webhook_endpoint", id);
}

export async function findEndpoint(db: Db, owner: Owner, id: string) {
  const row = await db.webhookEndpoint.findFirst({ where: endpointWhere(owner, id), select: endpointSelect });
  if (!row) throw endpointNotFound(id);
  return row;
}
