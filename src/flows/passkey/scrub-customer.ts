import type { Owner } from "../../http/auth/owner.js";
import type { Tx } from "../../platform/db/client.js";

/**
 * Redaction (src/privacy/scrub-customer.ts): a passkey identifies the person's device to this
 * merchant, so the customer's go (a later passkey flow registers anew).
 */
export async function scrubPasskeys(tx: Tx, owner: Owner, customer: { address: string }): Promise<void> {
  await tx.passkey.deleteMany({ where: { merchantId: owner.merchantId, mode: owner.mode, customerAddress: customer.address } });
}
