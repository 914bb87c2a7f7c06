import type { Owner } from "../http/auth/owner.js";
import { prisma } from "../platform/db/client.js";
import { NotFound } from "../platform/errors/domain-errors.js";
import { keysetOrder, paginate, type PageRequest } from "../http/pagination/paginate.js";
import { presentVic, withOnchain } from "../sessions/present-session.js";
import type { VicObject, VicStatus } from "../sessions/session-schema.js";
import { VicLifecycle } from "./vic-lifecycle.js";

export interface VicFilter {
  /** Lower-case (walletAddressSchema), as stored. */
  customerAddress?: string;
  status?: VicStatus;
}

/** The VIC as `GET /v1/vics/{id}` returns it (and its events carry it). */
export async function getVic(owner: Owner, id: string): Promise<VicObject> {
  const row = await prisma.vic.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new NotFound("vic", id);
  return presentVic((await withOnchain(prisma, [row]))[0]!);
}

/** Newest first by (created_at, id); the filters are bound into the cursor. */
export async function listVics(owner: Owner, page: PageRequest, filter: VicFilter) {
  const { merchantId, mode } = owner;
  const address = filter.customerAddress;
  const scope = { merchantId, mode, list: "vics", filter: JSON.stringify([address ?? null, filter.status ?? null]) };
  const result = await paginate(
    scope,
    page,
    ({ where, take }) =>
      prisma.vic.findMany({
        where: {
          merchantId,
          mode,
          ...(address ? { customerAddress: address } : {}),
          ...(filter.status ? VicLifecycle.is(filter.status) : {}),
          ...where,
        },
        orderBy: keysetOrder,
        take,
      }),
    (row) => row,
  );
  const withChain = await withOnchain(prisma, result.data);
  return { ...result, data: withChain.map(presentVic) };
}
