import type { Mode } from "../http/auth/api-key-format.js";
import type { Owner } from "../http/auth/owner.js";
import type { Tx } from "../platform/db/client.js";
import type { UnitOfWork } from "../events/webhooks/unit-of-work.js";
import { newId } from "../platform/ids.js";
import { lockCustomer } from "./find-customer.js";
import { KycLifecycle } from "./kyc-lifecycle.js";
import { presentCustomer } from "./present-customer.js";

export interface VerificationResultInput {
  merchantId: string;
  mode: Mode;
  address: string;
  result: "verified" | "rejected";
  tier: string | null;
  vicId: string | null;
}

/**
 * Applies a finished session's outcome to its customer, in the session's transaction:
 * creates the customer if needed, associates it on its first VERIFIED result
 * (`customer.associated`, once per merchant and mode), and moves its KYC status
 * (`customer.kyc_status.changed`, only when the status really changes). A suspended customer
 * stays suspended; the result becomes the status its unsuspend restores.
 */
export async function recordVerificationResult(uow: UnitOfWork, input: VerificationResultInput): Promise<void> {
  const { tx } = uow;
  const address = input.address.toLowerCase();
  const before = await lockOrCreateCustomer(tx, { merchantId: input.merchantId, mode: input.mode }, address);
  const now = new Date(); // read after the lock, so status_updated_at never moves backwards

  const verified = input.result === "verified";
  const associate = verified && before.associatedAt === null;
  const suspended = before.kycStatus === "suspended";
  const statusChanged = !suspended && before.kycStatus !== input.result;

  const after = await tx.customer.update({
    where: { id: before.id },
    data: {
      // The tier is the level a customer is verified at: a rejection clears it; latest_vic keeps pointing at the last VIC.
      tier: verified ? input.tier : null,
      ...(verified && input.vicId ? { latestVicId: input.vicId } : {}),
      ...(associate ? { associatedAt: now } : {}),
      ...(suspended ? { statusBeforeSuspension: input.result } : {}),
      ...(statusChanged ? { ...KycLifecycle.set(KycLifecycle.parse(before.kycStatus), input.result), statusUpdatedAt: now } : {}),
    },
  });

  const data = presentCustomer(after);
  if (associate) await uow.emit({ merchantId: input.merchantId, mode: input.mode, type: "customer.associated", data });
  if (statusChanged) await uow.emit({ merchantId: input.merchantId, mode: input.mode, type: "customer.kyc_status.changed", data });
}

/**
 * INSERT ... ON CONFLICT DO NOTHING, then a row lock: two sessions finishing at once for one new
 * address both succeed, and the second sees (and waits for) the first one's changes.
 */
async function lockOrCreateCustomer(tx: Tx, owner: Owner, address: string) {
  const now = new Date();
  await tx.customer.createMany({
    data: [{ id: newId("customer"), merchantId: owner.merchantId, mode: owner.mode, address, kycStatus: KycLifecycle.initial, statusUpdatedAt: now, createdAt: now }],
    skipDuplicates: true,
  });
  const customer = await lockCustomer(tx, owner, address);
  if (!customer) throw new Error("customer row missing right after its upsert");
  return customer;
}
