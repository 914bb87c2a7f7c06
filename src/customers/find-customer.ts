import type { Mode } from "../auth/api-key-format.js";
import { prisma, type Tx } from "../db/client.js";
import { ApiError } from "../errors/api-error.js";

export interface CustomerKey {
  merchantId: string;
  mode: Mode;
  /** Lower-case, as parseAddress() returns it. */
  address: string;
}

export function customerNotFound(address: string): ApiError {
  return new ApiError("customer_not_found", `No such customer: '${address}'`, "address");
}

/** The customer of this merchant and mode; another merchant's or mode's is the same 404. */
export async function findCustomer(key: CustomerKey, db: Tx | typeof prisma = prisma) {
  const row = await db.customer.findUnique({ where: { merchantId_mode_address: key } });
  if (!row) throw customerNotFound(key.address);
  return row;
}

/**
 * Locks the customer row for the rest of the transaction (SELECT ... FOR UPDATE) and returns it,
 * or null. Changes whose result depends on the current status (suspend, unsuspend, a
 * verification result) take this lock, so they apply one after the other.
 */
export async function lockCustomer(tx: Tx, key: CustomerKey) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM customers
    WHERE merchant_id = ${key.merchantId} AND mode = ${key.mode}::"Mode" AND address = ${key.address}
    FOR UPDATE`;
  const id = locked[0]?.id;
  return id ? tx.customer.findUniqueOrThrow({ where: { id } }) : null;
}
