import { z } from "zod";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { defineCustomerFacet } from "../../customers/customer-facet.js";

// A customer's passkeys, as the merchant sees and removes them (the customer's `passkeys` facet).

export const customerPasskeyObject = z
  .object({
    id: z.string().startsWith("pk_"),
    created_at: timestamp,
    last_used_at: timestamp.nullable(),
    backed_up: z.boolean().meta({ description: "The authenticator reported the passkey backed up (synced) when it was last used." }),
  })
  .meta({ id: "CustomerPasskey" });

export const deletedPasskeyObject = z
  .object({ id: z.string().startsWith("pk_"), object: z.literal("passkey"), deleted: z.literal(true), livemode })
  .meta({ id: "DeletedPasskey" });

/** `GET /customers/{address}`'s `passkeys`: those registered to the customer at `address`, oldest first. */
export const passkeysFacet = defineCustomerFacet({
  field: "passkeys",
  schema: z.array(customerPasskeyObject).meta({ description: "The passkeys registered to the customer (the passkey flow), oldest first." }),
  summary: "its passkeys",
  async load(db, owner, address) {
    const rows = await db.passkey.findMany({
      where: { merchantId: owner.merchantId, mode: owner.mode, customerAddress: address },
      select: { id: true, createdAt: true, lastUsedAt: true, backedUp: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), last_used_at: row.lastUsedAt?.toISOString() ?? null, backed_up: row.backedUp }));
  },
});
