import type { z } from "zod";
import { findCustomer } from "../../customers/find-customer.js";
import type { Owner } from "../../http/auth/owner.js";
import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { NotFound } from "../../platform/errors/domain-errors.js";
import type { deletedPasskeyObject } from "./customer-passkeys.js";
import { passkeyResource } from "./errors.js";

/** Removes one of the customer's passkeys: its next passkey verification registers a new one. */
export async function deletePasskey(owner: Owner, address: string, id: string): Promise<z.input<typeof deletedPasskeyObject>> {
  await findCustomer(owner, address);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.passkey.deleteMany({ where: { id, merchantId: owner.merchantId, mode: owner.mode, customerAddress: address } });
    if (count === 0) throw new NotFound(passkeyResource, id);
    await recordRequestAudit(tx);
    return { id, object: "passkey" as const, deleted: true as const, livemode: owner.mode === "live" };
  });
}
