import type { Owner } from "../http/auth/owner.js";
import { prisma, type Tx } from "../platform/db/client.js";
import { reader } from "../platform/db/read-replica.js";
import { NotFound } from "../platform/errors/domain-errors.js";
import type { CustomerFacet } from "./customer-facet.js";
import { presentCustomer, type PresentedCustomer } from "./present-customer.js";

/**
 * The customer of this owner at `address` (lower-case, as walletAddressSchema gives it);
 * another merchant's or mode's is the same 404.
 */
export async function findCustomer(owner: Owner, address: string, db: Tx | typeof prisma = prisma) {
  const row = await db.customer.findUnique({ where: { merchantId_mode_address: { merchantId: owner.merchantId, mode: owner.mode, address } } });
  if (!row) throw new NotFound("customer", address, "address");
  return row;
}

/** The customer with the fields its facets add (`GET /customers/{address}`), read one after another from one database. */
export async function getCustomer(owner: Owner, address: string, facets: readonly CustomerFacet[]): Promise<PresentedCustomer & Record<string, unknown>> {
  const db = reader();
  const customer: PresentedCustomer & Record<string, unknown> = presentCustomer(await findCustomer(owner, address, db));
  for (const facet of facets) customer[facet.field] = await facet.load(db, owner, address);
  return customer;
}

/**
 * Locks the customer row for the rest of the transaction (SELECT ... FOR UPDATE) and returns it,
 * or null. Changes whose result depends on the current status (suspend, unsuspend, a
 * verification result) take this lock, so they apply one after the other.
 */
export async function lockCustomer(tx: Tx, owner: Owner, address: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM customers
    WHERE merchant_id = ${owner.merchantId} AND mode = ${owner.mode}::"Mode" AND address = ${address}
    FOR UPDATE`;
  const id = locked[0]?.id;
  return id ? tx.customer.findUniqueOrThrow({ where: { id } }) : null;
}
